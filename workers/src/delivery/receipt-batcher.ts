import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { DeliveryReceipt } from '../../../backend/src/common/sms/gateway.js';
import { ReceiptsService } from '../../../backend/src/modules/messages/index.js';

/** Receipts applied per transaction, at most. */
const BATCH = 2_000;
/** Longest a receipt waits for its batch to fill. */
const LINGER_MS = 50;
/**
 * Batches applied at once: the message updates of two run side by side; their counter updates
 * on a send's row take turns (sends locked in id order, so never crosswise).
 */
const IN_FLIGHT = 2;

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
  private readonly flushing = new Set<Promise<void>>();

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
    if (!this.queue.length || this.flushing.size >= IN_FLIGHT) return;
    const batch = this.queue.splice(0, BATCH);
    const run = (async () => {
      try {
        await this.receipts.apply(batch.map((entry) => entry.receipt));
        for (const entry of batch) entry.done();
      } catch (error) {
        this.logger.error({ err: error, receipts: batch.length }, 'receipts not applied; the operator will send them again');
        for (const entry of batch) entry.failed(error);
      }
    })();
    this.flushing.add(run);
    void run.finally(() => {
      this.flushing.delete(run);
      if (this.queue.length) this.flush();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    while (this.queue.length || this.flushing.size) {
      this.flush();
      await Promise.all(this.flushing);
    }
  }
}
