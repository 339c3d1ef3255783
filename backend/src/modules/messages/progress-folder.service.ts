import { Injectable } from '@nestjs/common';
import { CreditsService } from '../credits/credits.service.js';
import { Transactions } from '../../database/transactions.js';
import { MessagesRepository } from './messages.repository.js';
import { ProgressBatch } from './progress.js';

/**
 * Folds the recorded batches (send_progress) into their sends' counters and their accounts'
 * balances, in one transaction that takes the rows it applies: any number of workers may fold at
 * once, and each row is applied exactly once. Sends left with nothing to settle complete here.
 */
@Injectable()
export class ProgressFolder {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: MessagesRepository,
    private readonly credits: CreditsService,
  ) {}

  /**
   * Answers how many sends or accounts moved. Should a fold fail (a counter that would break its
   * check is a bug elsewhere), each send is folded on its own, so that one send's rows never hold
   * up the others'; the failing rows stay, and the error is raised for the caller to log.
   */
  async fold(): Promise<number> {
    try {
      return await this.foldWhere('true', []);
    } catch (error) {
      const groups = await this.repository.progressGroups();
      for (const group of groups) {
        await this.foldWhere('broadcast_id IS NOT DISTINCT FROM $1::uuid AND account_id = $2', [
          group.broadcast_id,
          group.account_id,
        ]).catch(() => 0);
      }
      throw error;
    }
  }

  private foldWhere(predicate: string, params: unknown[]): Promise<number> {
    return this.transactions.run(async (manager) => {
      const rows = await this.repository.takeProgress(manager, predicate, params);
      if (!rows.length) return 0;
      const batch = new ProgressBatch();
      for (const row of rows) {
        const refunded = Number(row.refunded);
        if (row.broadcast_id) batch.add(row.broadcast_id, row.account_id, { ...row, refunded, charged: Number(row.charged) });
        else batch.refund(null, row.account_id, refunded);
      }
      await batch.apply(manager, this.credits);
      return rows.length;
    });
  }
}
