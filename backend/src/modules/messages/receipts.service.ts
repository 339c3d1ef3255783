import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeliveryReceipt } from '../../common/sms/gateway.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { MessageStatus } from './message.entity.js';
import { ProgressBatch } from './progress.js';
import { ProgressRepository } from './progress.repository.js';
import { Transactions } from '../../database/transactions.js';
import { MessagesRepository } from './messages.repository.js';
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
    private readonly transactions: Transactions,
    private readonly repository: MessagesRepository,
    private readonly progress: ProgressRepository,
    private readonly outcomes: MessageOutcomes,
  ) {}

  async apply(receipts: readonly DeliveryReceipt[]): Promise<void> {
    const final = receipts.filter((r) => statusOfReceipt(r.stat) !== null);
    if (!final.length) return;
    // One receipt per provider id in a batch: the first final one.
    const byId = new Map<string, DeliveryReceipt>();
    for (const receipt of final) if (!byId.has(receipt.providerMessageId)) byId.set(receipt.providerMessageId, receipt);
    const unmatched = await this.transactions.run((manager) => this.applyIn(manager, [...byId.values()]));
    if (unmatched.length) await this.keepEarly(unmatched);
  }

  /**
   * Receipts that arrived before these provider ids were written, applied now; those whose
   * message still has no provider id go back to wait.
   */
  async applyEarly(providerIds: readonly string[]): Promise<void> {
    if (!providerIds.length) return;
    await this.transactions.run(async (manager) => {
      const rows = await this.repository.takeEarlyReceipts(manager, providerIds);
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
      if (unmatched.length) await this.repository.storeEarlyReceipts(unmatched, manager);
    });
  }

  /** The scheduler's sweep: early receipts whose message has its provider id by now, then old ones dropped. */
  async sweepEarly(): Promise<void> {
    await this.applyEarly(await this.repository.oldestEarlyReceipts());
    await this.repository.dropEarlyReceiptsOlderThan(EARLY_RECEIPT_HOURS);
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
    const moved = await this.repository.settleReceipts(
      manager,
      receipts.map((receipt) => ({ receipt, status: statusOfReceipt(receipt.stat) })),
      since,
    );
    const progress = new ProgressBatch();
    for (const row of moved) {
      progress.move(row.broadcast_id, row.account_id, 'submitted', row.status);
      if (row.refunded) progress.refund(row.broadcast_id, row.account_id, row.credits);
    }
    await this.progress.record(manager, progress);
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
    const known = await this.repository.statusesByProviderId(
      manager,
      rest.map((r) => r.providerMessageId),
      since,
    );
    const status = new Map(known.map((row) => [row.pid, row.status]));
    const ready = rest.filter((r) => status.get(r.providerMessageId) === 'submitted');
    const unmatched = rest.filter((r) => (status.get(r.providerMessageId) ?? 'pending') === 'pending');
    if (ready.length && !retried) unmatched.push(...(await this.applyIn(manager, ready, true)));
    return unmatched;
  }

  private async keepEarly(receipts: readonly DeliveryReceipt[]): Promise<void> {
    await this.repository.storeEarlyReceipts(receipts);
    // The submit result may have been written meanwhile: try them once more now they are stored.
    await this.applyEarly(receipts.map((r) => r.providerMessageId));
  }
}
