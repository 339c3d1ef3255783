import { Process, Processor } from '@nestjs/bull';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SecretsPurgeService } from '../../../backend/src/modules/auth/index.js';
import { OrphanFilesService, UploadsService } from '../../../backend/src/modules/uploads/index.js';
import { CampaignSchedule } from '../../../backend/src/modules/campaigns/index.js';
import { GamePrizes } from '../../../backend/src/modules/games/index.js';
import { IdempotencyKeysService } from '../../../backend/src/modules/public-api/index.js';
import { Jobs } from '../../../backend/src/queue/jobs.js';
import { JOBS, QUEUES } from '../../../backend/src/queue/queues.js';

/**
 * Housekeeping: the campaigns' minute tick and the game prizes' SMS still owed; hourly, spent and expired refresh tokens and password resets are deleted,
 * uploaded files past UPLOAD_RETENTION_DAYS (and upload files an hour old that no row names), and answers kept for idempotency keys past a day.
 */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('MaintenanceProcessor');

  constructor(
    private readonly jobs: Jobs,
    private readonly secrets: SecretsPurgeService,
    private readonly uploads: UploadsService,
    private readonly orphans: OrphanFilesService,
    private readonly idempotency: IdempotencyKeysService,
    private readonly campaigns: CampaignSchedule,
    private readonly prizes: GamePrizes,
  ) {}

  async onApplicationBootstrap() {
    // Fixed job ids (jobs.ts): every worker replica registers the same single repeating job.
    for (const name of [
      'purgeExpiredSecrets',
      'purgeExpiredUploads',
      'purgeIdempotencyKeys',
      'campaignTick',
      'gamePrizeSweep',
    ] as const) {
      await this.jobs.repeat(name, {});
    }
  }

  @Process(JOBS.purgeExpiredSecrets)
  async purgeExpiredSecrets() {
    const removed = await this.secrets.purgeExpired();
    this.logger.log({ removed }, 'purged expired sign-in secrets');
    return { removed };
  }

  @Process(JOBS.purgeExpiredUploads)
  async purgeExpiredUploads() {
    const removed = await this.uploads.purgeExpired();
    // A process that died between writing a file and inserting its row left the file behind.
    const orphans = await this.orphans.purge();
    this.logger.log({ removed, orphans }, 'purged expired uploads and orphan upload files');
    return { removed, orphans };
  }

  @Process(JOBS.campaignTick)
  async campaignTick() {
    const moved = await this.campaigns.tick();
    if (moved.running || moved.ended) this.logger.log(moved, 'campaigns started or ended');
    return moved;
  }

  @Process(JOBS.gamePrizeSweep)
  async gamePrizeSweep() {
    const sent = await this.prizes.sweep();
    if (sent) this.logger.log({ sent }, 'game prize SMS sent by the sweep');
    return { sent };
  }

  @Process(JOBS.purgeIdempotencyKeys)
  async purgeIdempotencyKeys() {
    const removed = await this.idempotency.purgeExpired();
    this.logger.log({ removed }, 'purged day-old idempotency keys');
    return { removed };
  }
}
