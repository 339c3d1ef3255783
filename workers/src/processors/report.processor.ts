import { Process, Processor } from '@nestjs/bull';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bull';
import { ReportRunner, ReportScheduler } from '../../../backend/src/modules/reports/index.js';
import { JOBS, QUEUES, type ReportJob } from '../../../backend/src/queue/queues.js';

/**
 * When a scheduled run was due: a late or retried fire still covers the period of its own
 * time, not of the moment a worker got to it. Bull queues each fire delayed until then.
 */
export function firedAt(job: Pick<Job, 'timestamp' | 'opts'>): Date {
  if (!job.opts.repeat) return new Date();
  // Bull stores a repeatable job's due time as `prevMillis` (and delays it from `timestamp` to then).
  const due = (job.opts as { prevMillis?: number }).prevMillis;
  return new Date(typeof due === 'number' ? due : job.timestamp + (job.opts.delay ?? 0));
}

/**
 * Report runs, two at a time (each streams its rows a page at a time). At start, every
 * recurring report's schedule is registered again from the table: Redis may have lost them,
 * and registering one twice keeps it once. The last failed try marks the report failed.
 */
@Processor(QUEUES.report)
export class ReportProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReportProcessor');

  constructor(
    private readonly runner: ReportRunner,
    private readonly scheduler: ReportScheduler,
  ) {}

  async onApplicationBootstrap() {
    const { scheduled, removed } = await this.scheduler.sync();
    this.logger.log({ scheduled, removed }, 'report schedules registered');
  }

  @Process({ name: JOBS.runReport, concurrency: 2 })
  async run(job: Job<ReportJob>): Promise<{ outcome: string }> {
    try {
      return { outcome: await this.runner.run(job.data, firedAt(job)) };
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.runner.fail(job.data.reportId, error);
      throw error;
    }
  }
}
