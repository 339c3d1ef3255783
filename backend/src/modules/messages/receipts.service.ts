import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeliveryReceipt } from '../../common/sms/gateway.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { MessageStatus } from './message.entity.js';
import { ProgressBatch } from './progress.js';
import { returning } from '../../database/returning.js';
import { MessageOutcomes } from './message-outcomes.js';

/** SMPP receipt `stat` → internal state (domain.md); words not listed leave the message as it is. */
const STAT_TO_STATUS: Readonly<Record<string, MessageStatus>> = {
  DELIVRD: 'delivered',
  UNDELIV: 'undelivered',
  DELETED: 'undelivered',
  UNKNOWN: 'undelivered',
  EXPIRED: 'expired',
  REJECTD: 'rejected',
};

export function statusOfReceipt(stat: string): MessageStatus | null {
  return Object.hasOwn(STAT_TO_STATUS, stat) ? STAT_TO_STATUS[stat] : null;
}

/**
 * Receipts older than this that still match no submitted message are dropped (parts 2… of long
 * messages, or a first part whose message never got its other parts through).
 */
const EARLY_RECEIPT_HOURS = 1;

/**
 * Applies delivery receipts in batches. A receipt moves a submitted message to its final state
 * once: a second copy, or one for a message already final, changes nothing. A receipt that
 * matches no message yet waits in `early_receipts` until the submit result names its provider id.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outcomes: MessageOutcomes,
  ) {}

  async apply(receipts: readonly DeliveryReceipt[]): Promise<void> {
    const final = receipts.filter((r) => statusOfReceipt(r.stat) !== null);
    if (!final.length) return;
    // One receipt per provider id in a batch: the first final one.
    const byId = new Map<string, DeliveryReceipt>();
    for (const receipt of final) if (!byId.has(receipt.providerMessageId)) byId.set(receipt.providerMessageId, receipt);
    const unmatched = await this.dataSource.transaction((manager) => this.applyIn(manager, [...byId.values()]));
    if (unmatched.length) await this.keepEarly(unmatched);
  }

  /**
   * Receipts that arrived before these provider ids were written, applied now; those whose
   * message still has no provider id go back to wait.
   */
  async applyEarly(providerIds: readonly string[]): Promise<void> {
    if (!providerIds.length) return;
    await this.dataSource.transaction(async (manager) => {
      const rows = await returning<{
        provider_message_id: string;
        stat: string;
        err: string | null;
        raw: string;
        done_at: Date | null;
      }>(manager, `DELETE FROM early_receipts WHERE provider_message_id = ANY($1::text[]) RETURNING *`, [providerIds]);
      if (!rows.length) return;
      const unmatched = await this.applyIn(
        manager,
        rows.map((row) => ({
          providerMessageId: row.provider_message_id,
          stat: row.stat,
          err: row.err,
          raw: row.raw,
          doneAt: row.done_at,
        })),
      );
      if (unmatched.length) await this.store(manager, unmatched);
    });
  }

  /** The scheduler's sweep: early receipts whose message has its provider id by now, then old ones dropped. */
  async sweepEarly(): Promise<void> {
    const rows = await this.dataSource.query<{ provider_message_id: string }[]>(
      `SELECT provider_message_id FROM early_receipts ORDER BY received_at LIMIT 5000`,
    );
    await this.applyEarly(rows.map((row) => row.provider_message_id));
    await this.dataSource.query(`DELETE FROM early_receipts WHERE received_at < now() - make_interval(hours => $1)`, [
      EARLY_RECEIPT_HOURS,
    ]);
  }

  /** Answers the receipts left to wait: those matching no message yet, or a message still pending. */
  private async applyIn(
    manager: EntityManager,
    receipts: readonly DeliveryReceipt[],
    retried = false,
  ): Promise<DeliveryReceipt[]> {
    // Receipts come within the validity period of the submission, and a message's created_at
    // (its send's start) is before that: the bound keeps the lookup to the recent partitions.
    const since = `${this.config.messaging.validityHours + this.config.messaging.receiptWindowHours} hours`;
    const moved = await returning<{
      id: string;
      broadcast_id: string | null;
      account_id: string;
      credits: number;
      status: MessageStatus;
      refunded: boolean;
      pid: string;
      mobile: string;
      error_code: string | null;
      done_at: Date | null;
    }>(
      manager,
      // Settled in the same write (domain.md): a rejection never reached anyone, and corporate
      // credit comes back when the receipt says undelivered. An SMPP receipt's done date counts
      // minutes, the submission seconds: a message done within the minute it was submitted reads
      // as done before it. done_at is never before submitted_at; the receipt's own date stays in
      // receipt_raw, as the operator sent it.
      `UPDATE messages m SET status = r.status, receipt_stat = r.stat, error_code = r.err, receipt_raw = r.raw,
              done_at = greatest(coalesce(r.done_at, now()), m.submitted_at),
              refunded = r.status = 'rejected'
                OR (r.status = 'undelivered' AND EXISTS (SELECT 1 FROM broadcasts b WHERE b.id = m.broadcast_id AND b.credit_kind = 'corporate'))
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS r(pid, status, stat, err, raw, done_at)
        WHERE m.provider_message_id = r.pid AND m.created_at > now() - $7::interval AND m.status = 'submitted'
        RETURNING m.id, m.broadcast_id, m.account_id, m.credits, m.status, m.refunded, m.provider_message_id AS pid, m.mobile, m.error_code, m.done_at`,
      [
        receipts.map((r) => r.providerMessageId),
        receipts.map((r) => statusOfReceipt(r.stat)),
        receipts.map((r) => r.stat.slice(0, 16)),
        receipts.map((r) => r.err?.slice(0, 32) ?? null),
        receipts.map((r) => r.raw.slice(0, 500)),
        receipts.map((r) => r.doneAt),
        since,
      ],
    );
    const progress = new ProgressBatch();
    for (const row of moved) {
      progress.move(row.broadcast_id, row.account_id, 'submitted', row.status);
      if (row.refunded) progress.refund(row.broadcast_id, row.account_id, row.credits);
    }
    await progress.record(manager);
    await this.outcomes.record(
      manager,
      moved
        .filter((row) => row.broadcast_id)
        .map((row) => ({
          messageId: row.id,
          broadcastId: row.broadcast_id!,
          accountId: row.account_id,
          mobile: row.mobile,
          status: row.status,
          from: 'submitted' as const,
          errorCode: row.error_code,
          doneAt: row.done_at,
        })),
    );

    const matched = new Set(moved.map((row) => row.pid));
    const rest = receipts.filter((r) => !matched.has(r.providerMessageId));
    if (!rest.length) return [];
    // A message already final got a repeat: nothing to do. One just made `submitted` by a submit
    // result committed after the UPDATE above (each statement sees the latest commits) is
    // matched again; the rest wait as early receipts, with those of a message still pending
    // whose first part was taken while another part waits for a retry.
    const known = await manager.query<{ pid: string; status: MessageStatus }[]>(
      `SELECT provider_message_id AS pid, status FROM messages WHERE provider_message_id = ANY($1::text[]) AND created_at > now() - $2::interval`,
      [rest.map((r) => r.providerMessageId), since],
    );
    const status = new Map(known.map((row) => [row.pid, row.status]));
    const ready = rest.filter((r) => status.get(r.providerMessageId) === 'submitted');
    const unmatched = rest.filter((r) => (status.get(r.providerMessageId) ?? 'pending') === 'pending');
    if (ready.length && !retried) unmatched.push(...(await this.applyIn(manager, ready, true)));
    return unmatched;
  }

  private async keepEarly(receipts: readonly DeliveryReceipt[]): Promise<void> {
    await this.store(this.dataSource.manager, receipts);
    // The submit result may have been written meanwhile: try them once more now they are stored.
    await this.applyEarly(receipts.map((r) => r.providerMessageId));
  }

  private async store(manager: EntityManager, receipts: readonly DeliveryReceipt[]): Promise<void> {
    await manager.query(
      `INSERT INTO early_receipts (provider_message_id, stat, err, raw, done_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (provider_message_id) DO NOTHING`,
      [
        receipts.map((r) => r.providerMessageId),
        receipts.map((r) => r.stat.slice(0, 16)),
        receipts.map((r) => r.err?.slice(0, 32) ?? null),
        receipts.map((r) => r.raw.slice(0, 500)),
        receipts.map((r) => r.doneAt),
      ],
    );
  }
}
