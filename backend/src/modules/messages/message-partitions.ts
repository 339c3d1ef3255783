import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Partitions from last month to MONTHS_AHEAD ahead exist; answers the names created. */
  async ensure(now = new Date()): Promise<string[]> {
    // create_message_partitions (the Messaging migration) names and bounds them in one place.
    const rows = await this.dataSource.query<{ name: string }[]>(
      `SELECT create_message_partitions($1::timestamptz - interval '1 month', $2) AS name`,
      [now.toISOString(), MONTHS_AHEAD + 2],
    );
    const created = rows.map((row) => row.name);
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
    const [exists] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM pg_class WHERE relname = $1`, [name]);
    if (exists) await this.dataSource.query(`ANALYZE ${name}`);
  }

  /** Partitions wholly older than the retention period: detached, then dropped. */
  async prune(now = new Date()): Promise<string[]> {
    const cutoff = monthStart(now.getUTCFullYear(), now.getUTCMonth() - this.config.messaging.retentionMonths);
    const partitions = await this.dataSource.query<{ name: string }[]>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = 'messages' ORDER BY 1`,
    );
    const dropped: string[] = [];
    for (const { name } of partitions) {
      const match = /^messages_p(\d{4})(\d{2})$/.exec(name);
      if (!match) continue;
      const end = monthStart(Number(match[1]), Number(match[2]));
      if (end > cutoff) continue;
      // CONCURRENTLY: sends keep writing to the current partitions while an old one leaves.
      await this.dataSource.query(`ALTER TABLE messages DETACH PARTITION ${name} CONCURRENTLY`);
      await this.dataSource.query(`DROP TABLE ${name}`);
      dropped.push(name);
    }
    if (dropped.length) this.logger.log({ dropped }, 'message partitions past retention dropped');
    return dropped;
  }
}
