import { Injectable, Logger } from '@nestjs/common';
import type { OutboundSms, SubmitResult } from '../../../backend/src/common/sms/gateway.js';
import { DeliveryService, ReceiptsService, type ClaimedMessage } from '../../../backend/src/modules/messages/index.js';
import type { ChunkJob } from '../../../backend/src/queue/queues.js';
import { Gateways } from './gateways.js';

/** Results written per transaction: what a worker killed mid-chunk may have sent unrecorded. */
const SLICE = 100;
/**
 * Slices a chunk job hands the gateway at once. Two keep its window full while the other's
 * results are written, and keep its queue short, so a small send's message waits behind a
 * few hundred of a big send's, not thousands.
 */
const SLICES_IN_FLIGHT = 2;

/** Some messages were refused for a passing reason and stay pending: Bull tries the chunk again later. */
export class RetryLater extends Error {}

/**
 * One chunk of a send to its gateway: the chunk's pending messages claimed, handed to the
 * gateway in slices, each slice's results written as soon as they are all in. The gateway keeps
 * its window full across slices, so writing does not slow sending.
 */
@Injectable()
export class ChunkSender {
  private readonly logger = new Logger('ChunkSender');

  constructor(
    private readonly delivery: DeliveryService,
    private readonly receipts: ReceiptsService,
    private readonly gateways: Gateways,
  ) {}

  async send({ broadcastId, chunk }: ChunkJob): Promise<{ submitted: number }> {
    const send = await this.delivery.loadSend(broadcastId);
    if (!send || send.status !== 'sending' || !send.startedAt) return { submitted: 0 };
    const { attempt, messages: claimed } = await this.delivery.claimChunk(send, chunk);
    if (!attempt) return { submitted: 0 };
    try {
      if (!claimed.length) return { submitted: 0 };
      const gateway = await this.gateways.forAccount(send.accountId);
      let retry = 0;
      const slices: ClaimedMessage[][] = [];
      for (let at = 0; at < claimed.length; at += SLICE) slices.push(claimed.slice(at, at + SLICE));
      const lanes = Array.from({ length: SLICES_IN_FLIGHT }, async () => {
        for (let slice = slices.shift(); slice; slice = slices.shift()) {
          const results: SubmitResult[] = await gateway.submit(slice.map(outbound));
          retry += results.filter((result) => !result.accepted && result.retryable).length;
          const written = await this.delivery.recordResults(send, results);
          await this.receipts.applyEarly(written);
        }
      });
      await Promise.all(lanes);
      if (retry) throw new RetryLater(`${retry} messages of chunk ${chunk} to try again`);
      return { submitted: claimed.length };
    } finally {
      // Given back at once, so Bull's next try of the chunk need not wait for the lease to run out.
      await this.delivery.releaseChunk(send, chunk, attempt);
    }
  }
}

function outbound(message: ClaimedMessage): OutboundSms {
  return {
    messageId: message.id,
    from: message.senderName,
    to: message.mobile,
    text: message.text,
    encoding: message.encoding,
    partsAccepted: message.partsAccepted,
  };
}
