import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { asNumber } from '../../database/column-transformers.js';
import { sqlList } from '../../database/sql-list.js';
import { MONTHLY_REPORT_DAYS, REPORT_RECURRENCES, type ReportRecurrence } from './report-windows.js';
import type { Language } from '../../common/i18n/messages.js';

export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * A report an account asked for: what (a type of the registry in report-types.ts), over which
 * period (once, or recurring), in which file format; and the state of its latest run, whose
 * file is kept in REPORT_DIR. `type` has no CHECK: modules add report types without a migration.
 */
@Entity('reports')
@Check('reports_recurrence_check', `recurrence IN (${sqlList(REPORT_RECURRENCES)})`)
@Check('reports_format_check', `format IN (${sqlList(REPORT_FORMATS)})`)
@Check('reports_status_check', `status IN (${sqlList(REPORT_STATUSES)})`)
@Check('reports_day_of_month_check', `day_of_month BETWEEN 1 AND ${MONTHLY_REPORT_DAYS}`)
@Index('idx_reports_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_reports_account_type', ['accountId', 'type', 'createdAt', 'id'])
@Index('idx_reports_account_recurrence', ['accountId', 'recurrence', 'createdAt', 'id'])
@Index('idx_reports_account_name', ['accountId', 'name', 'id'])
export class Report extends TenantEntity {
  /** The file's name, without its extension. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column({ type: 'varchar', length: 10 })
  recurrence: ReportRecurrence;

  @Column({ type: 'varchar', length: 4 })
  format: ReportFormat;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: ReportStatus;

  /** A one-off report's first and last day (ICT), both included. */
  @Column({ name: 'from_date', type: 'date', nullable: true })
  fromDate: string | null;

  @Column({ name: 'to_date', type: 'date', nullable: true })
  toDate: string | null;

  /** A monthly report's day to run: 1 to MONTHLY_REPORT_DAYS of the month after the one it covers. */
  @Column({ name: 'day_of_month', type: 'smallint', nullable: true })
  dayOfMonth: number | null;

  /** The latest run's period: [start, end). */
  @Column({ name: 'window_start', type: 'timestamptz', nullable: true })
  windowStart: Date | null;

  @Column({ name: 'window_end', type: 'timestamptz', nullable: true })
  windowEnd: Date | null;

  /** Column key → header, translated into the creator's language when the report was made. */
  @Column({ type: 'jsonb' })
  headers: Record<string, string>;

  /** Column key → value → label (a status in words), in the same language, made with the headers. */
  @Column({ name: 'value_labels', type: 'jsonb', nullable: true })
  valueLabels: Record<string, Record<string, string>> | null;

  @Column({ type: 'varchar', length: 5 })
  language: Language;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  /** Why the latest run failed: a translation key. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  error: string | null;

  /** Data rows in the latest file. */
  @Column({ type: 'integer', nullable: true })
  rows: number | null;

  /** Bytes of the latest file. */
  @Column({ type: 'bigint', nullable: true, transformer: asNumber })
  size: number | null;

  @Column({ name: 'last_run_at', type: 'timestamptz', nullable: true })
  lastRunAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
