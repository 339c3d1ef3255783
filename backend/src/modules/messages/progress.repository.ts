import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import { COUNTER_TYPES, COUNTERS, ROLLUP_TIME_ZONE, type Counter, type ProgressBatch, type SendChanges } from './progress.js';

/**
 * The batches recorded in send_progress, summed per send and account as one fold takes them:
 * the counts as numbers, the credits (bigint) as PostgreSQL's text.
 */
export type FoldedRow = ProgressGroup &
  Record<Exclude<Counter, 'refunded' | 'charged'>, number> & { refunded: string; charged: string };

/** One send's recorded rows, or one account's rows outside any send (broadcast_id null). */
export interface ProgressGroup {
  broadcast_id: string | null;
  account_id: string;
}

/** Send progress's SQL: recording batches, taking them, and folding them into sends and the daily rollup. */
@Injectable()
export class ProgressRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The batch as rows of send_progress, in the caller's transaction: no send or account is locked. */
  async record(manager: EntityManager, batch: ProgressBatch): Promise<void> {
    if (batch.empty) return;
    const rows = batch.rows();
    const column = (name: Counter) => rows.map((row) => row.counts[name] ?? 0);
    await manager.query(
      `INSERT INTO send_progress (broadcast_id, account_id, ${COUNTERS.join(', ')})
       SELECT * FROM unnest($1::uuid[], $2::uuid[], ${COUNTERS.map((name, at) => `$${at + 3}::${COUNTER_TYPES[name]}[]`).join(', ')})`,
      [rows.map((row) => row.broadcastId), rows.map((row) => row.accountId), ...COUNTERS.map(column)],
    );
  }

  progressGroups(): Promise<ProgressGroup[]> {
    return this.transactions.manager.query<ProgressGroup[]>(`SELECT DISTINCT broadcast_id, account_id FROM send_progress`);
  }

  /**
   * Takes (deletes) the recorded rows, all or one group's, in the caller's transaction, summed
   * per send and account: any number of workers may take at once, each row once.
   */
  takeProgress(manager: EntityManager, group?: ProgressGroup): Promise<FoldedRow[]> {
    return manager.query<FoldedRow[]>(
      `WITH taken AS (
         DELETE FROM send_progress
          WHERE $1::boolean OR (broadcast_id IS NOT DISTINCT FROM $2::uuid AND account_id = $3::uuid)
          RETURNING *)
         SELECT broadcast_id, account_id, sum(pending)::int AS pending, sum(submitted)::int AS submitted,
                sum(delivered)::int AS delivered, sum(undelivered)::int AS undelivered, sum(rejected)::int AS rejected,
                sum(expired)::int AS expired, sum(refunded) AS refunded,
                sum(messages)::int AS messages, sum(charged) AS charged
           FROM taken GROUP BY broadcast_id, account_id`,
      [!group, group?.broadcast_id ?? null, group?.account_id ?? null],
    );
  }

  /** Adds the changes to their sends' counters, in the order given (id order: two folds never lock sends crosswise). */
  async addToSends(manager: EntityManager, sends: SendChanges[]): Promise<void> {
    const column = (name: Counter) => sends.map((send) => send.counts[name] ?? 0);
    await manager.query(
      `UPDATE broadcasts b SET
         pending = b.pending + d.pending, submitted = b.submitted + d.submitted, delivered = b.delivered + d.delivered,
         undelivered = b.undelivered + d.undelivered, rejected = b.rejected + d.rejected, expired = b.expired + d.expired,
         refunded = b.refunded + d.refunded, updated_at = now()
       FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::bigint[])
         AS d(id, pending, submitted, delivered, undelivered, rejected, expired, refunded)
       WHERE b.id = d.id`,
      [
        sends.map((send) => send.id),
        column('pending'),
        column('submitted'),
        column('delivered'),
        column('undelivered'),
        column('rejected'),
        column('expired'),
        column('refunded'),
      ],
    );
  }

  /**
   * The same changes added to the daily rollup (message_stats) of each send's account, start day
   * and sender, after the sends' rows and in key order: two folds lock in the same order.
   */
  async rollUp(manager: EntityManager, sends: SendChanges[]): Promise<void> {
    const column = (name: Counter) => sends.map((send) => send.counts[name] ?? 0);
    const names = COUNTERS.join(', ');
    await manager.query(
      `INSERT INTO message_stats AS s (account_id, day, sender_name, ${names})
       SELECT b.account_id, (b.started_at AT TIME ZONE '${ROLLUP_TIME_ZONE}')::date, b.sender_name,
              ${COUNTERS.map((name) => `sum(d.${name})`).join(', ')}
         FROM unnest($1::uuid[], ${COUNTERS.map((name, at) => `$${at + 2}::${COUNTER_TYPES[name]}[]`).join(', ')}) AS d(id, ${names})
         JOIN broadcasts b ON b.id = d.id
        WHERE b.started_at IS NOT NULL
        GROUP BY 1, 2, 3
        ORDER BY 1, 2, 3
       ON CONFLICT (account_id, day, sender_name) DO UPDATE SET
         ${COUNTERS.map((name) => `${name} = s.${name} + excluded.${name}`).join(', ')}`,
      [sends.map((send) => send.id), ...COUNTERS.map(column)],
    );
  }

  /**
   * Sends whose every message is final become completed; answers their ids. Moves recorded but
   * not folded yet count: the fan-out's last chunk may be written and not yet folded when the
   * fan-out finishes, and its counters then still read zero. Whoever folds those rows (after
   * taking the send's row) completes the send.
   */
  async completeSends(manager: EntityManager, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await returning<{ id: string }>(
      manager,
      `UPDATE broadcasts b SET status = 'completed', completed_at = now(), updated_at = now()
        WHERE b.id = ANY($1::uuid[]) AND b.status = 'sending' AND b.fanout_done AND b.pending = 0 AND b.submitted = 0
          AND NOT EXISTS (SELECT 1 FROM send_progress p WHERE p.broadcast_id = b.id)
        RETURNING b.id`,
      [ids],
    );
    const completed = rows.map((row) => row.id);
    // Their chunks are all sent: the leases have nothing left to guard.
    if (completed.length) await manager.query(`DELETE FROM chunk_leases WHERE broadcast_id = ANY($1::uuid[])`, [completed]);
    return completed;
  }
}
