import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { chunkJobFor } from '../../../backend/src/modules/broadcasts/index.js';
import { DeliveryService, MessagePartitions, ReceiptsService } from '../../../backend/src/modules/messages/index.js';
import { Jobs } from '../../../backend/src/queue/jobs.js';

const HOUR = 3_600_000;
/** Expiry reads every submitted message of a send: once a minute is plenty for a 48-hour validity. */
const EXPIRY_EVERY_MS = 60_000;
/** How often the partitions sends are filling get fresh statistics (MessagePartitions.analyze). */
const ANALYZE_EVERY_MS = 20_000;

/**
 * The worker's clock, on a timer of its own rather than a Bull repeatable job, so it survives a
 * Redis that lost every key. Each round: scheduled sends that are due start; sends whose work
 * stalled (a queue emptied by a Redis restart, a worker killed) get their jobs queued again
 * (fixed ids make that a no-op where the jobs still exist); messages past their validity
 * expire; early receipts are matched. Message partitions are checked every hour.
 *
 * Every step is idempotent and claims its rows in SQL, so any number of workers may run it.
 */
@Injectable()
export class DeliveryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeliveryScheduler');
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();
  private partitionsCheckedAt = 0;
  private expiredAt = 0;
  private analyzedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: Jobs,
    private readonly delivery: DeliveryService,
    private readonly receipts: ReceiptsService,
    private readonly partitions: MessagePartitions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.partitions.ensure();
    this.partitionsCheckedAt = Date.now();
    this.timer = setInterval(() => {
      // Rounds never overlap: a slow one delays the next.
      this.round = this.round.then(() => this.tick());
    }, this.config.messaging.schedulerIntervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }

  /** One round; failures are logged and the next round tries again. */
  async tick(): Promise<void> {
    try {
      if (Date.now() - this.partitionsCheckedAt > HOUR) {
        await this.partitions.ensure();
        await this.partitions.prune();
        this.partitionsCheckedAt = Date.now();
      }
      for (const id of await this.delivery.startDue()) await this.queueFanout(id);
      const stall = this.config.messaging.stallSeconds;
      const expire = Date.now() - this.expiredAt > EXPIRY_EVERY_MS;
      if (expire) this.expiredAt = Date.now();
      if (expire) await this.delivery.expireLoose();
      const sends = await this.delivery.sendingSends();
      if (sends.length && Date.now() - this.analyzedAt > ANALYZE_EVERY_MS) {
        this.analyzedAt = Date.now();
        const months = new Map(
          sends.flatMap((send) => (send.startedAt ? [[send.startedAt.toISOString().slice(0, 7), send.startedAt] as const] : [])),
        );
        for (const at of months.values()) await this.partitions.analyze(at);
      }
      for (const send of sends) {
        if (expire) await this.delivery.expire(send);
        if (send.idleSeconds < stall) continue;
        if (!send.fanoutDone) await this.queueFanout(send.id);
        else {
          const job = chunkJobFor(send.recipients);
          for (const chunk of await this.delivery.orphanedChunks(send))
            await this.jobs.enqueue(job, { broadcastId: send.id, chunk });
        }
      }
      await this.receipts.sweepEarly();
    } catch (error) {
      this.logger.warn({ err: error }, 'delivery scheduler round failed; next round retries');
    }
  }

  private async queueFanout(id: string): Promise<void> {
    await this.jobs.enqueue('fanout', { broadcastId: id });
  }
}
