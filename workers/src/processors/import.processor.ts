import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { ImportRunner } from '../../../backend/src/modules/imports/index.js';
import { JOBS, QUEUES, type ImportJob } from '../../../backend/src/queue/queues.js';

/**
 * One import at a time per worker: an import is a long run of large batches, and the database
 * is better served by one writer than by several competing for the same indexes. A failed try
 * resumes where the last committed batch left off; the last failure marks the import failed.
 */
@Processor(QUEUES.import)
export class ImportProcessor {
  constructor(private readonly runner: ImportRunner) {}

  @Process({ name: JOBS.runImport, concurrency: 1 })
  async run(job: Job<ImportJob>): Promise<void> {
    try {
      await this.runner.run(job.data.importId);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.runner.fail(job.data.importId, String(error));
      throw error;
    }
  }
}
