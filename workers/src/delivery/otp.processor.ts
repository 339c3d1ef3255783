import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { DeliveryService, ReceiptsService } from '../../../backend/src/modules/messages/index.js';
import { JOBS, QUEUES, type OtpJob } from '../../../backend/src/queue/queues.js';
import { RetryLater } from './chunk-sender.js';
import { Gateways } from './gateways.js';

/** OTP jobs at once per worker: each is one message, mostly waiting on the operator's answer. */
const CONCURRENCY = 32;

/**
 * One OTP message: claimed, handed to the account's gateway ahead of any send's slices, its
 * result written. The text comes from the job (the database keeps the code masked); a code
 * that expired before it could leave is not sent at all.
 */
@Processor(QUEUES.otp)
export class OtpProcessor {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly receipts: ReceiptsService,
    private readonly gateways: Gateways,
  ) {}

  @Process({ name: JOBS.otp, concurrency: CONCURRENCY })
  async send(job: Job<OtpJob>): Promise<{ submitted: number }> {
    const { messageId, text } = job.data;
    const createdAt = new Date(job.data.createdAt);
    if (Date.parse(job.data.expiresAt) <= Date.now()) {
      await this.delivery.expireUnsent(messageId, createdAt);
      return { submitted: 0 };
    }
    const message = await this.delivery.claimMessage(messageId, createdAt);
    if (!message) return { submitted: 0 };
    const gateway = await this.gateways.forAccount(message.accountId);
    const results = await gateway.submit(
      [
        {
          messageId,
          from: message.senderName,
          to: message.mobile,
          text,
          encoding: message.encoding,
          partsAccepted: message.partsAccepted,
        },
      ],
      { priority: true },
    );
    const written = await this.delivery.recordResults({ id: null, accountId: message.accountId, startedAt: createdAt }, results);
    await this.receipts.applyEarly(written);
    if (results.some((result) => !result.accepted && result.retryable))
      throw new RetryLater(`OTP message ${messageId} to try again`);
    return { submitted: written.length };
  }
}
