import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { JOBS, QUEUES, type ReceiptsJob } from '../../../backend/src/queue/queues.js';
import { ReceiptBatcher } from './receipt-batcher.js';

/** Receipt calls at once: each waits for its batch, so several fill one transaction. */
const CONCURRENCY = 8;

/**
 * Receipts an HTTP provider posted to the API's webhook: applied through the same batcher as
 * SMPP receipts. The job completes once they are committed; applying twice changes nothing.
 */
@Processor(QUEUES.dlr)
export class DlrProcessor {
  constructor(private readonly batcher: ReceiptBatcher) {}

  @Process({ name: JOBS.receipts, concurrency: CONCURRENCY })
  async receipts(job: Job<ReceiptsJob>) {
    await Promise.all(
      job.data.receipts.map((receipt) =>
        this.batcher.add({ ...receipt, doneAt: receipt.doneAt ? new Date(receipt.doneAt) : null }),
      ),
    );
    return { applied: job.data.receipts.length };
  }
}
