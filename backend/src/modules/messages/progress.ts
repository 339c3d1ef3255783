import type { EntityManager } from 'typeorm';
import type { CreditsService } from '../credits/credits.service.js';
import type { MessageStatus } from './message.entity.js';
import { returning } from '../../database/returning.js';

export type Counter = MessageStatus | 'refunded';

/**
 * Changes to sends' counters and money from one batch of message moves, applied in the same
 * transaction as the moves: a send's counters always equal its rows, and a refund is in the
 * ledger exactly when its messages are marked refunded.
 */
export class ProgressBatch {
  private readonly sends = new Map<string, { accountId: string; counts: Partial<Record<Counter, number>> }>();

  /** `count` messages of a send moved from one state to another. */
  move(broadcastId: string | null, accountId: string, from: MessageStatus | null, to: MessageStatus | null, count = 1): this {
    if (!broadcastId || count === 0) return this;
    const counts = this.entry(broadcastId, accountId);
    if (from) counts[from] = (counts[from] ?? 0) - count;
    if (to) counts[to] = (counts[to] ?? 0) + count;
    return this;
  }

  refund(broadcastId: string | null, accountId: string, credits: number): this {
    if (!broadcastId || credits === 0) return this;
    const counts = this.entry(broadcastId, accountId);
    counts.refunded = (counts.refunded ?? 0) + credits;
    return this;
  }

  get empty(): boolean {
    return this.sends.size === 0;
  }

  private entry(broadcastId: string, accountId: string): Partial<Record<Counter, number>> {
    let entry = this.sends.get(broadcastId);
    if (!entry) this.sends.set(broadcastId, (entry = { accountId, counts: {} }));
    return entry.counts;
  }

  /**
   * Writes the counters (sends in id order, so two batches never lock them crosswise), the
   * refunds to the ledger, and completes every send that has no message left to settle.
   */
  async apply(manager: EntityManager, credits: CreditsService): Promise<string[]> {
    if (this.empty) return [];
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
    for (const id of ids) {
      const { accountId, counts } = this.sends.get(id)!;
      if (counts.refunded) await credits.credit(manager, accountId, counts.refunded, { reason: 'refund', reference: id });
    }
    return completeSends(manager, ids);
  }
}

/** Sends whose every message is final become completed; answers their ids. */
export async function completeSends(manager: EntityManager, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await returning<{ id: string }>(
    manager,
    `UPDATE broadcasts SET status = 'completed', completed_at = now(), updated_at = now()
      WHERE id = ANY($1::uuid[]) AND status = 'sending' AND fanout_done AND pending = 0 AND submitted = 0
      RETURNING id`,
    [ids],
  );
  return rows.map((row) => row.id);
}
