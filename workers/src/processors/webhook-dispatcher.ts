import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WebhookEventsService } from '../../../backend/src/modules/webhooks/index.js';
import { Jobs } from '../../../backend/src/queue/jobs.js';

/** How long an owed call waits in the outbox at most before it is queued. */
const DISPATCH_EVERY_MS = 500;

/**
 * Hands the outbox's owed calls (`webhook_events`) to the webhook queue, on a timer; rounds never
 * overlap, and workers side by side share the work (rows are claimed with SKIP LOCKED).
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WebhookDispatcher');
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: WebhookEventsService,
    private readonly jobs: Jobs,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.round = this.round.then(async () => void (await this.dispatch()));
    }, DISPATCH_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }

  /** Queues everything owed now (a round at a time); answers how many. */
  async dispatch(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        const queued = await this.events.claimUnqueued(async (ids) => {
          await this.jobs.enqueueMany(
            'callback',
            ids.map((eventId) => ({ eventId })),
          );
        });
        total += queued;
        if (!queued) return total;
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'queueing owed calls failed; the next round retries');
      return total;
    }
  }
}
