import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MessagesRepository } from './messages.repository.js';

/** Months created ahead of the current one, so a send never finds its month missing. */
const MONTHS_AHEAD = 2;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * The `messages` table's monthly partitions (UTC months of `created_at`): created ahead by the
 * worker, and past the retention period detached and dropped whole instead of deleting rows.
 */
@Injectable()
export class MessagePartitions {
  private readonly logger = new Logger('MessagePartitions');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MessagesRepository,
  ) {}

  /** Partitions from last month to MONTHS_AHEAD ahead exist; answers the names created. */
  async ensure(now = new Date()): Promise<string[]> {
    const created = await this.repository.createPartitions(now.toISOString(), MONTHS_AHEAD + 2);
    if (created.length) this.logger.log({ created }, 'message partitions created');
    return created;
  }

  /**
   * Fresh statistics for the partition holding messages created at `at`. A send fills its
   * partition with hundreds of thousands of rows in minutes, faster than autovacuum samples it;
   * with stale statistics the planner reads a receipt batch's provider ids by scanning the whole
   * partition instead of its index (measured: receipts fell from thousands to hundreds a second).
   */
  async analyze(at: Date): Promise<void> {
    const name = `messages_p${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    await this.repository.analyzePartition(name);
  }

  /** Partitions wholly older than the retention period: detached, then dropped. */
  async prune(now = new Date()): Promise<string[]> {
    const cutoff = monthStart(now.getUTCFullYear(), now.getUTCMonth() - this.config.messaging.retentionMonths);
    const partitions = await this.repository.partitionNames();
    const dropped: string[] = [];
    for (const name of partitions) {
      const match = /^messages_p(\d{4})(\d{2})$/.exec(name);
      if (!match) continue;
      const end = monthStart(Number(match[1]), Number(match[2]));
      if (end > cutoff) continue;
      await this.repository.dropPartition(name);
      dropped.push(name);
    }
    if (dropped.length) this.logger.log({ dropped }, 'message partitions past retention dropped');
    return dropped;
  }
}
