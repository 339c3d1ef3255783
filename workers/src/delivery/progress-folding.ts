import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ProgressFolder } from '../../../backend/src/modules/messages/index.js';

/**
 * How often recorded progress is folded into sends and balances: what a progress bar, a
 * completion or a refund lags behind the messages at most (plus one fold).
 */
const FOLD_EVERY_MS = 200;

/** The worker's folding of send progress (ProgressFolder), on a timer of its own; rounds never overlap. */
@Injectable()
export class ProgressFolding implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProgressFolding');
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();

  constructor(private readonly folder: ProgressFolder) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.round = this.round.then(() => this.fold());
    }, FOLD_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.round;
    // What this worker recorded last is folded now rather than by the next worker to start.
    await this.fold();
  }

  private async fold(): Promise<void> {
    try {
      await this.folder.fold();
    } catch (error) {
      this.logger.warn({ err: error }, 'folding send progress failed; the next round retries');
    }
  }
}
