import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { DeliveryReceipt } from '../../../backend/src/common/sms/gateway.js';
import { ReceiptsService } from '../../../backend/src/modules/messages/receipts.service.js';

/** Receipts applied per transaction, at most. */
const BATCH = 500;
/** Longest a receipt waits for its batch to fill. */
const LINGER_MS = 50;

/**
 * Gathers receipts from every gateway into batches: one transaction applies hundreds. Each
 * receipt's promise settles when its batch is committed, and the gateway acknowledges the
 * receipt to the operator only then, so a receipt is never lost with the process.
 */
@Injectable()
export class ReceiptBatcher implements OnApplicationShutdown {
  private readonly logger = new Logger('ReceiptBatcher');
  private queue: { receipt: DeliveryReceipt; done: () => void; failed: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly receipts: ReceiptsService) {}

  add(receipt: DeliveryReceipt): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ receipt, done, failed });
      if (this.queue.length >= BATCH) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), LINGER_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0, BATCH);
    if (!batch.length) return;
    // One batch at a time: two would lock the same sends' rows in turn for nothing.
    this.flushing = this.flushing.then(async () => {
      try {
        await this.receipts.apply(batch.map((entry) => entry.receipt));
        for (const entry of batch) entry.done();
      } catch (error) {
        this.logger.error({ err: error, receipts: batch.length }, 'receipts not applied; the operator will send them again');
        for (const entry of batch) entry.failed(error);
      }
      if (this.queue.length) this.flush();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.flush();
    await this.flushing;
  }
}
