import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { signatureValid } from '../../common/http/signature.js';
import { Jobs } from '../../queue/jobs.js';
import { ChannelsService } from './channels.service.js';
import type { ReceiptsWebhookDto } from './dto/receipts.dto.js';

/**
 * Receipts posted by an HTTP provider: the signature checked against the channel's password,
 * then queued on `dlr` for the worker (the API only enqueues). The job outlives a crash of
 * either process; the answer goes back only once Redis has it.
 */
@Injectable()
export class ChannelReceiptsService {
  constructor(
    private readonly channels: ChannelsService,
    private readonly jobs: Jobs,
  ) {}

  /** The number of receipts queued, or null when the channel or the signature is not right. */
  async accept(channelId: string, signature: unknown, raw: Buffer | undefined, dto: ReceiptsWebhookDto): Promise<number | null> {
    const secret = await this.channels.receiptSecret(channelId);
    if (!secret || !raw || !signatureValid(secret, signature, raw)) return null;
    if (!dto.receipts.length) return 0;
    const receipts = dto.receipts.map((receipt) => ({
      providerMessageId: receipt.id,
      stat: receipt.status,
      err: receipt.err ?? null,
      raw: JSON.stringify(receipt).slice(0, 500),
      doneAt: receipt.doneAt ? new Date(receipt.doneAt).toISOString() : null,
    }));
    const bodyDigest = createHash('sha256').update(raw).digest('hex');
    await this.jobs.enqueue('receipts', { channelId, bodyDigest, receipts });
    return receipts.length;
  }
}
