import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import { Transactions } from '../../database/transactions.js';
import { systemContext } from '../system-context.js';
import type { Report } from './report.entity.js';

/**
 * The reports' SQL for the worker: a run's report and its status moves, the recurring reports
 * to schedule, and the account's rows a report reads.
 */
@Injectable()
export class ReportsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  /** An account's rows of an entity, as a report of that account reads them. */
  scopeOf<T extends ObjectLiteral & { id: string }>(
    entity: abstract new (...args: never[]) => T,
    accountId: string,
  ): TenantScope<T> {
    return new TenantRepository<T>(this.dataSource, entity).for(systemContext(accountId));
  }

  /** A report as a run needs it, or null when it is gone. */
  async findForRun(id: string): Promise<Report | null> {
    const [row] = await this.transactions.manager.query<Record<string, unknown>[]>(
      `SELECT id, account_id, type, recurrence, format, day_of_month, headers, value_labels, language FROM reports WHERE id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      type: row.type,
      recurrence: row.recurrence,
      format: row.format,
      dayOfMonth: row.day_of_month === null ? null : Number(row.day_of_month),
      headers: row.headers,
      valueLabels: row.value_labels,
      language: row.language,
    } as Report;
  }

  async markRunning(id: string, start: Date, end: Date): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE reports SET status = 'running', window_start = $2, window_end = $3, last_run_at = now(), error = NULL,
              finished_at = NULL, updated_at = now() WHERE id = $1`,
      [id, start, end],
    );
  }

  /** Marks a run ready with its period, rows and size; false when the report was deleted meanwhile. */
  async markReady(id: string, start: Date, end: Date, rows: number, size: number): Promise<boolean> {
    const [updated] = await this.transactions.manager.query<[unknown[], number]>(
      `UPDATE reports SET status = 'ready', window_start = $2, window_end = $3, rows = $4, size = $5, error = NULL,
              finished_at = now(), updated_at = now() WHERE id = $1 RETURNING id`,
      [id, start, end, rows, size],
    );
    return updated.length > 0;
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE reports SET status = 'failed', error = $2, finished_at = now(), updated_at = now() WHERE id = $1`,
      [id, reason],
    );
  }

  /** Every recurring report, with what its schedule is made of. */
  async recurring(): Promise<Pick<Report, 'id' | 'recurrence' | 'dayOfMonth'>[]> {
    return this.transactions.manager.query<Pick<Report, 'id' | 'recurrence' | 'dayOfMonth'>[]>(
      `SELECT id, recurrence, day_of_month AS "dayOfMonth" FROM reports WHERE recurrence <> 'once'`,
    );
  }
}
