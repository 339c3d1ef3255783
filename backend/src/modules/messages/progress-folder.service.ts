import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../credits/credits.service.js';
import { Transactions } from '../../database/transactions.js';
import { ProgressBatch } from './progress.js';
import { ProgressRepository, type ProgressGroup } from './progress.repository.js';

/**
 * Folds the recorded batches (send_progress) into their sends' counters and their accounts'
 * balances, in one transaction that takes the rows it applies: any number of workers may fold at
 * once, and each row is applied exactly once. Sends left with nothing to settle complete here.
 */
@Injectable()
export class ProgressFolder {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: ProgressRepository,
    private readonly credits: CreditsService,
  ) {}

  /**
   * Answers how many sends or accounts moved. Should a fold fail (a counter that would break its
   * check is a bug elsewhere), each send is folded on its own, so that one send's rows never hold
   * up the others'; the failing rows stay, and the error is raised for the caller to log.
   */
  async fold(): Promise<number> {
    try {
      return await this.foldRows();
    } catch (error) {
      for (const group of await this.repository.progressGroups()) await this.foldRows(group).catch(() => 0);
      throw error;
    }
  }

  private foldRows(group?: ProgressGroup): Promise<number> {
    return this.transactions.run(async (manager) => {
      const rows = await this.repository.takeProgress(manager, group);
      if (!rows.length) return 0;
      const batch = new ProgressBatch();
      for (const row of rows) {
        const refunded = Number(row.refunded);
        if (row.broadcast_id) batch.add(row.broadcast_id, row.account_id, { ...row, refunded, charged: Number(row.charged) });
        else batch.refund(null, row.account_id, refunded);
      }
      await this.apply(manager, batch);
      return rows.length;
    });
  }

  /**
   * Writes the counters (sends in id order, so two folds never lock them crosswise) and the
   * daily rollup, the refunds to the ledger, and completes every send that has no message left
   * to settle.
   */
  private async apply(manager: EntityManager, batch: ProgressBatch): Promise<void> {
    const sends = batch.sendChanges();
    if (sends.length) {
      await this.repository.addToSends(manager, sends);
      await this.repository.rollUp(manager, sends);
      for (const { id, accountId, counts } of sends) {
        if (counts.refunded) await this.credits.credit(manager, accountId, counts.refunded, { reason: 'refund', reference: id });
      }
    }
    // After the sends' refunds: accounts are always locked after sends, never before.
    for (const [accountId, amount] of batch.looseRefunds()) {
      await this.credits.credit(manager, accountId, amount, { reason: 'refund', reference: 'otp' });
    }
    await this.repository.completeSends(
      manager,
      sends.map((send) => send.id),
    );
  }
}
