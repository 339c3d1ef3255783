import type { EntityManager } from 'typeorm';
import type { CreditsService } from '../credits/credits.service.js';
import type { MessageStatus } from './message.entity.js';
import { returning } from '../../database/returning.js';

export type Counter = MessageStatus | 'refunded' | 'messages' | 'charged';

/**
 * The counters of send_progress, in the order of its columns, with their SQL types. `messages`
 * and `charged` (messages written, credits they cost) feed the daily rollup only: a send's own
 * row has its recipients and credits from its confirmation.
 */
const COUNTERS: readonly Counter[] = [
  'pending',
  'submitted',
  'delivered',
  'undelivered',
  'rejected',
  'expired',
  'refunded',
  'messages',
  'charged',
];
const COUNTER_TYPES: Record<Counter, 'int' | 'bigint'> = {
  pending: 'int',
  submitted: 'int',
  delivered: 'int',
  undelivered: 'int',
  rejected: 'int',
  expired: 'int',
  refunded: 'bigint',
  messages: 'int',
  charged: 'bigint',
};

/** The day of a send in the rollup: its start, in ICT (Thailand keeps no daylight saving). */
export const ROLLUP_TIME_ZONE = 'Asia/Bangkok';

/**
 * Changes to sends' counters and money from one batch of message moves. The delivery path
 * `record`s them as a row of `send_progress` in the same transaction as the moves, so a batch
 * locks neither its send's row nor its account's: every chunk and receipt batch of a big send
 * would otherwise queue on that one row. The worker's ProgressFolder sums the rows and `apply`s
 * them a few times a second: a send's counters and its account's refunds follow its rows within
 * a fold, never ahead of them, and a refund reaches the ledger exactly when its messages'
 * `refunded` mark is committed.
 */
export class ProgressBatch {
  private readonly sends = new Map<string, { accountId: string; counts: Partial<Record<Counter, number>> }>();
  /** Refunds of messages outside any send (OTP), per account. */
  private readonly loose = new Map<string, number>();

  /** `count` messages of a send moved from one state to another. */
  move(broadcastId: string | null, accountId: string, from: MessageStatus | null, to: MessageStatus | null, count = 1): this {
    if (!broadcastId || count === 0) return this;
    const counts = this.entry(broadcastId, accountId);
    if (from) counts[from] = (counts[from] ?? 0) - count;
    if (to) counts[to] = (counts[to] ?? 0) + count;
    return this;
  }

  /** `count` messages of a send written, pending, costing `credits` together. */
  written(broadcastId: string | null, accountId: string, count: number, credits: number): this {
    if (!broadcastId || count === 0) return this;
    const counts = this.entry(broadcastId, accountId);
    counts.pending = (counts.pending ?? 0) + count;
    counts.messages = (counts.messages ?? 0) + count;
    counts.charged = (counts.charged ?? 0) + credits;
    return this;
  }

  refund(broadcastId: string | null, accountId: string, credits: number): this {
    if (credits === 0) return this;
    if (!broadcastId) {
      this.loose.set(accountId, (this.loose.get(accountId) ?? 0) + credits);
      return this;
    }
    const counts = this.entry(broadcastId, accountId);
    counts.refunded = (counts.refunded ?? 0) + credits;
    return this;
  }

  /** Counters summed elsewhere (the folder's), added as they are. */
  add(broadcastId: string, accountId: string, counts: Partial<Record<Counter, number>>): this {
    const entry = this.entry(broadcastId, accountId);
    for (const name of COUNTERS) if (counts[name]) entry[name] = (entry[name] ?? 0) + counts[name];
    return this;
  }

  get empty(): boolean {
    return this.sends.size === 0 && this.loose.size === 0;
  }

  private entry(broadcastId: string, accountId: string): Partial<Record<Counter, number>> {
    let entry = this.sends.get(broadcastId);
    if (!entry) this.sends.set(broadcastId, (entry = { accountId, counts: {} }));
    return entry.counts;
  }

  /** The batch as rows of send_progress, in the caller's transaction: no send or account is locked. */
  async record(manager: EntityManager): Promise<void> {
    if (this.empty) return;
    const rows: { broadcastId: string | null; accountId: string; counts: Partial<Record<Counter, number>> }[] = [
      ...[...this.sends].map(([broadcastId, { accountId, counts }]) => ({ broadcastId, accountId, counts })),
      ...[...this.loose].map(([accountId, refunded]) => ({ broadcastId: null, accountId, counts: { refunded } })),
    ];
    const column = (name: Counter) => rows.map((row) => row.counts[name] ?? 0);
    await manager.query(
      `INSERT INTO send_progress (broadcast_id, account_id, ${COUNTERS.join(', ')})
       SELECT * FROM unnest($1::uuid[], $2::uuid[], ${COUNTERS.map((name, at) => `$${at + 3}::${COUNTER_TYPES[name]}[]`).join(', ')})`,
      [rows.map((row) => row.broadcastId), rows.map((row) => row.accountId), ...COUNTERS.map(column)],
    );
  }

  /**
   * Writes the counters (sends in id order, so two batches never lock them crosswise), the
   * refunds to the ledger, and completes every send that has no message left to settle.
   */
  async apply(manager: EntityManager, credits: CreditsService): Promise<string[]> {
    if (this.empty) return [];
    if (!this.sends.size) {
      await this.refundLoose(manager, credits);
      return [];
    }
    const ids = [...this.sends.keys()].sort();
    const column = (name: Counter) => ids.map((id) => this.sends.get(id)!.counts[name] ?? 0);
    await manager.query(
      `UPDATE broadcasts b SET
         pending = b.pending + d.pending, submitted = b.submitted + d.submitted, delivered = b.delivered + d.delivered,
         undelivered = b.undelivered + d.undelivered, rejected = b.rejected + d.rejected, expired = b.expired + d.expired,
         refunded = b.refunded + d.refunded, updated_at = now()
       FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::bigint[])
         AS d(id, pending, submitted, delivered, undelivered, rejected, expired, refunded)
       WHERE b.id = d.id`,
      [
        ids,
        column('pending'),
        column('submitted'),
        column('delivered'),
        column('undelivered'),
        column('rejected'),
        column('expired'),
        column('refunded'),
      ],
    );
    await this.rollUp(manager, ids);
    for (const id of ids) {
      const { accountId, counts } = this.sends.get(id)!;
      if (counts.refunded) await credits.credit(manager, accountId, counts.refunded, { reason: 'refund', reference: id });
    }
    // After the sends' refunds: accounts are always locked after sends, never before.
    await this.refundLoose(manager, credits);
    return completeSends(manager, ids);
  }

  /**
   * The same moves added to the daily rollup (message_stats) of each send's account, start day
   * and sender, after the sends' rows and in key order: two folds lock in the same order.
   */
  private async rollUp(manager: EntityManager, ids: string[]): Promise<void> {
    const column = (name: Counter) => ids.map((id) => this.sends.get(id)!.counts[name] ?? 0);
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
      [ids, ...COUNTERS.map(column)],
    );
  }

  private async refundLoose(manager: EntityManager, credits: CreditsService): Promise<void> {
    for (const [accountId, amount] of [...this.loose].sort(([a], [b]) => a.localeCompare(b))) {
      await credits.credit(manager, accountId, amount, { reason: 'refund', reference: 'otp' });
    }
  }
}

/**
 * Sends whose every message is final become completed; answers their ids. Moves recorded but not
 * folded yet count: the fan-out's last chunk may be written and not yet folded when the fan-out
 * finishes, and its counters then still read zero. Whoever folds those rows (after taking the
 * send's row) completes the send.
 */
export async function completeSends(manager: EntityManager, ids: string[]): Promise<string[]> {
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
