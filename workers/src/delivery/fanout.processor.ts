import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { chunkJobFor, SendPlanner, type SendPlan } from '../../../backend/src/modules/broadcasts/index.js';
import { CodeReservations } from '../../../backend/src/modules/coupons/index.js';
import { withCoupon } from '../../../backend/src/common/coupons/coupon-message.js';
import {
  DeliveryService,
  MessagePartitions,
  type NewMessage,
  type SendRow,
} from '../../../backend/src/modules/messages/index.js';
import { Jobs } from '../../../backend/src/queue/jobs.js';
import { JOBS, QUEUES, type FanoutJob } from '../../../backend/src/queue/queues.js';
import { systemContext } from '../../../backend/src/modules/system-context.js';

/**
 * Fan-out: a confirmed send's audience judged again (the same planner as the confirmation), its
 * messages inserted a chunk at a time in one statement each, and one job queued per chunk. Safe
 * to run twice: rows already there are skipped and chunk jobs have fixed ids.
 */
@Processor(QUEUES.broadcast)
export class FanoutProcessor {
  private readonly logger = new Logger('FanoutProcessor');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: Jobs,
    private readonly planner: SendPlanner,
    private readonly delivery: DeliveryService,
    private readonly partitions: MessagePartitions,
    private readonly codes: CodeReservations,
  ) {}

  @Process(JOBS.fanout)
  async fanout(job: Job<FanoutJob>): Promise<{ inserted: number }> {
    const send = await this.delivery.loadSend(job.data.broadcastId);
    if (!send || send.status !== 'sending' || !send.startedAt) return { inserted: 0 };
    if (send.fanoutDone) {
      // Its messages were written when it was confirmed (a direct send that was scheduled): queue them now.
      for (const chunk of await this.delivery.orphanedChunks(send)) await this.queueChunk(send, chunk);
      return { inserted: 0 };
    }
    const stored = (await this.planner.storedSend(send.id))!;
    const plan = await this.planner.planOfSend(stored);
    const size = this.config.messaging.chunkSize;
    let batch: NewMessage[] = [];
    let seq = 0;
    let inserted = 0;
    const flush = async () => {
      const chunk = Math.floor(batch[0].seq / size);
      await this.planner.recordLinks(
        send.accountId,
        plan,
        batch.map((message) => message.mobile),
      );
      inserted += await this.insert(send, plan, batch);
      await this.queueChunk(send, chunk);
      batch = [];
      await job.progress(Math.min(99, Math.floor((seq * 100) / Math.max(1, send.recipients))));
    };
    for await (const verdicts of this.planner.verdicts(systemContext(send.accountId), plan)) {
      for (const verdict of verdicts) {
        if (verdict.kind !== 'valid') continue;
        const { mobile, text, encoding, parts, credits } = verdict.recipient;
        batch.push({ seq, mobile, text, encoding, parts, credits });
        seq++;
        if (batch.length === size) await flush();
      }
    }
    if (batch.length) await flush();
    await this.delivery.finishFanout(send);
    // Its partition just grew by the whole send: receipts need fresh statistics to find rows by index.
    await this.partitions.analyze(send.startedAt);
    this.logger.log({ broadcastId: send.id, inserted, recipients: seq }, 'send fanned out');
    return { inserted };
  }

  /**
   * A coupon send's batch takes its codes in the transaction that writes its messages, each
   * stand-in replaced by the recipient's code and link (same length: same parts and credits). A
   * recipient left without a code (the coupon ran out) gets no message: its credits go back when
   * the fan-out finishes, like any recipient that was not sent.
   */
  private async insert(send: SendRow, plan: SendPlan, batch: NewMessage[]): Promise<number> {
    const coupon = plan.coupon;
    if (!coupon) return this.delivery.insertMessages(send, plan.senderName, batch);
    return this.codes.withCodes(
      send,
      coupon,
      batch.map((message) => message.mobile),
      (manager, codes) => {
        const rows: NewMessage[] = [];
        for (const message of batch) {
          const given = codes.get(message.mobile);
          if (given) rows.push({ ...message, text: withCoupon(message.text, coupon, given.code, given.token) });
        }
        return this.delivery.insertMessages(send, plan.senderName, rows, manager);
      },
    );
  }

  private async queueChunk(send: SendRow, chunk: number): Promise<void> {
    await this.jobs.enqueue(chunkJobFor(send.recipients), { broadcastId: send.id, chunk });
  }
}
