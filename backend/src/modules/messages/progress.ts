import type { MessageStatus } from './message.entity.js';

export type Counter = MessageStatus | 'refunded' | 'messages' | 'charged';

/**
 * The counters of send_progress, in the order of its columns, with their SQL types. `messages`
 * and `charged` (messages written, credits they cost) feed the daily rollup only: a send's own
 * row has its recipients and credits from its confirmation.
 */
export const COUNTERS: readonly Counter[] = [
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
export const COUNTER_TYPES: Record<Counter, 'int' | 'bigint'> = {
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
 * records them (ProgressRepository.record) as a row of `send_progress` in the same transaction
 * as the moves, so a batch locks neither its send's row nor its account's: every chunk and
 * receipt batch of a big send would otherwise queue on that one row. The worker's ProgressFolder
 * sums the rows and applies them a few times a second: a send's counters and its account's
 * refunds follow its rows within a fold, never ahead of them, and a refund reaches the ledger
 * exactly when its messages' `refunded` mark is committed.
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

  /** The batch as rows of send_progress: one per send, and one per account for refunds outside any send. */
  rows(): ProgressRow[] {
    return [
      ...[...this.sends].map(([broadcastId, { accountId, counts }]) => ({ broadcastId, accountId, counts })),
      ...[...this.loose].map(([accountId, refunded]) => ({ broadcastId: null, accountId, counts: { refunded } })),
    ];
  }

  /** The sends' changes in id order (two folds then lock sends in the same order). */
  sendChanges(): SendChanges[] {
    return [...this.sends.keys()].sort().map((id) => ({ id, ...this.sends.get(id)! }));
  }

  /** Refunds of messages outside any send, in account order. */
  looseRefunds(): [accountId: string, credits: number][] {
    return [...this.loose].sort(([a], [b]) => a.localeCompare(b));
  }
}

export interface ProgressRow {
  broadcastId: string | null;
  accountId: string;
  counts: Partial<Record<Counter, number>>;
}

export interface SendChanges {
  id: string;
  accountId: string;
  counts: Partial<Record<Counter, number>>;
}
