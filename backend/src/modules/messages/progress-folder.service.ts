import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CreditsService } from '../credits/credits.service.js';
import { ProgressBatch } from './progress.js';

interface FoldedRow {
  broadcast_id: string | null;
  account_id: string;
  pending: number;
  submitted: number;
  delivered: number;
  undelivered: number;
  rejected: number;
  expired: number;
  refunded: string;
  messages: number;
  charged: string;
}

/**
 * Folds the recorded batches (send_progress) into their sends' counters and their accounts'
 * balances, in one transaction that takes the rows it applies: any number of workers may fold at
 * once, and each row is applied exactly once. Sends left with nothing to settle complete here.
 */
@Injectable()
export class ProgressFolder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
      const groups = await this.dataSource.query<{ broadcast_id: string | null; account_id: string }[]>(
        `SELECT DISTINCT broadcast_id, account_id FROM send_progress`,
      );
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
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<FoldedRow[]>(
        `WITH taken AS (DELETE FROM send_progress WHERE ${predicate} RETURNING *)
         SELECT broadcast_id, account_id, sum(pending)::int AS pending, sum(submitted)::int AS submitted,
                sum(delivered)::int AS delivered, sum(undelivered)::int AS undelivered, sum(rejected)::int AS rejected,
                sum(expired)::int AS expired, sum(refunded) AS refunded,
                sum(messages)::int AS messages, sum(charged) AS charged
           FROM taken GROUP BY broadcast_id, account_id`,
        params,
      );
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
