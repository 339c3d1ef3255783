import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { SecretsPurgeService } from '../../../backend/src/modules/auth/secrets-purge.service.js';
import { JOBS, QUEUES } from '../../../backend/src/queue/queues.js';

/** Hourly housekeeping: spent and expired refresh tokens and password resets are deleted. */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('MaintenanceProcessor');

  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
    private readonly secrets: SecretsPurgeService,
  ) {}

  async onApplicationBootstrap() {
    // A fixed job id: every worker replica schedules the same single repeatable job.
    await this.queue.add(JOBS.purgeExpiredSecrets, {}, { repeat: { cron: '17 * * * *' }, jobId: JOBS.purgeExpiredSecrets });
  }

  @Process(JOBS.purgeExpiredSecrets)
  async purgeExpiredSecrets() {
    const removed = await this.secrets.purgeExpired();
    this.logger.log({ removed }, 'purged expired sign-in secrets');
    return { removed };
  }
}
