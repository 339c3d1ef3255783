import type { ObjectLiteral } from 'typeorm';
import { everyRow, type ListQuery, type ListSpec } from '../../common/http/list-query.js';
import type { TenantScope } from '../../common/tenancy/tenant-repository.js';
import { CreditTransaction } from '../credits/credit-transaction.entity.js';
import { Message } from '../messages/message.entity.js';
import { OtpRequest } from '../otp/otp-request.entity.js';
import { exportDay } from '../../common/export/export-time.js';
import type { ExportColumnSpec } from '../../common/export/stream-export.js';
import type { Language } from '../../common/i18n/messages.js';
import { REPORT_TIME_ZONE, type ReportWindow } from './report-windows.js';

/**
 * A column of a report file: `header` is a translation key, read in the creator's language, and
 * so are its values when it names their key prefix (`values`: a status as the screens show it).
 */
export type ReportColumn = ExportColumnSpec;

type EntityClass<T> = abstract new (...args: never[]) => T;

/**
 * What a report type reads from: the report's account's rows, the period, and the report's
 * language (its creator's, as its headers). Times are yielded as Dates: the shared writer prints
 * them in ICT, in that language's era.
 */
export interface ReportSource {
  window: ReportWindow;
  language: Language;
  /** A table of the report's account, through the tenant data layer. */
  scope<T extends ObjectLiteral & { id: string }>(entity: EntityClass<T>): TenantScope<T>;
}

/**
 * One kind of report: its columns and its rows, streamed (a file of a million rows holds one
 * page of them at a time). A module adds its own kind by adding one to REPORT_TYPES.
 */
export interface ReportType {
  type: string;
  columns: readonly ReportColumn[];
  rows(source: ReportSource): AsyncIterable<Record<string, unknown>>;
}

/** Rows a report reads per query. */
export const REPORT_BATCH = 5_000;

/** Values the files show as the screens do: a status, a ledger's reason. */
const VALUES: Record<string, Record<string, string>> = {
  'message-log': { status: 'resources.messages.statuses' },
  'credit-usage': { reason: 'resources.credit-transactions.reasons' },
  otp: { status: 'resources.otp-requests.statuses' },
};

const columns = (type: string, ...keys: string[]): ReportColumn[] =>
  keys.map((key) => ({ key, header: `resources.reports.columns.${key}`, values: VALUES[type]?.[key] }));

/** A keyset walk, oldest first, over a tenant table's rows created in the window. */
async function* createdIn<T extends ObjectLiteral & { id: string }>(
  source: ReportSource,
  entity: EntityClass<T>,
  alias: string,
): AsyncGenerator<T> {
  const spec: ListSpec = {
    resource: 'reports',
    sortable: { createdAt: `${alias}.createdAt` },
    defaultSort: ['createdAt', 'ASC'],
    filters: {},
  };
  const first: ListQuery = { sortField: 'createdAt', sortOrder: 'ASC', offset: 0, limit: REPORT_BATCH, filter: {} };
  const query = () =>
    source
      .scope(entity)
      .query(alias)
      // Always bounded by the window: messages are partitioned by created_at.
      .andWhere(`${alias}.createdAt >= :start AND ${alias}.createdAt < :end`, source.window);
  for await (const page of everyRow(query, first, spec, REPORT_BATCH)) yield* page;
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * Per ICT day and sender name: messages (OTP codes included, as every message), parts, credits
 * net of refunds, and how they ended.
 */
export const smsSummaryReport: ReportType = {
  type: 'sms-summary',
  columns: columns('sms-summary', 'day', 'senderName', 'messages', 'parts', 'credits', 'delivered', 'undelivered', 'rejected', 'pending'),
  async *rows(source) {
    const rows = await source
      .scope(Message)
      .query('message')
      .select(`to_char(message.created_at AT TIME ZONE '${REPORT_TIME_ZONE}', 'YYYY-MM-DD')`, 'day')
      .addSelect('message.sender_name', 'senderName')
      .addSelect('count(*)', 'messages')
      .addSelect('coalesce(sum(message.parts), 0)', 'parts')
      // What the ledger kept: refunded messages cost nothing, as on the dashboard.
      .addSelect('coalesce(sum(message.credits) FILTER (WHERE NOT message.refunded), 0)', 'credits')
      .addSelect(`count(*) FILTER (WHERE message.status = 'delivered')`, 'delivered')
      // Expired: no final receipt within the validity, so not delivered.
      .addSelect(`count(*) FILTER (WHERE message.status IN ('undelivered', 'expired'))`, 'undelivered')
      .addSelect(`count(*) FILTER (WHERE message.status = 'rejected')`, 'rejected')
      .addSelect(`count(*) FILTER (WHERE message.status IN ('pending', 'submitted'))`, 'pending')
      .andWhere('message.createdAt >= :start AND message.createdAt < :end', source.window)
      .groupBy('1, 2')
      .orderBy('1', 'ASC')
      .addOrderBy('2', 'ASC')
      .getRawMany<Record<string, unknown>>();
    for (const row of rows) {
      yield {
        day: exportDay(row.day as string, source.language),
        senderName: row.senderName,
        ...Object.fromEntries(
          ['messages', 'parts', 'credits', 'delivered', 'undelivered', 'rejected', 'pending'].map((key) => [key, int(row[key])]),
        ),
      };
    }
  },
};

/** Rows of the message log read per query: small pages keep little alive across each wait. */
const MESSAGE_LOG_BATCH = 2_000;

/**
 * One row per message, oldest first. The rows come raw, with no entity made per message, and a
 * keyset page at a time on (created_at, id) with the cursor's time kept as text (microseconds,
 * which a JavaScript Date would lose): a million-row log leaves the worker little garbage to
 * carry between its collections. The shown times are Dates, printed by the shared writer.
 */
export const messageLogReport: ReportType = {
  type: 'message-log',
  columns: columns('message-log', 'time', 'mobile', 'senderName', 'text', 'status', 'parts', 'credits', 'submittedAt', 'doneAt', 'errorCode'),
  async *rows(source) {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const qb = source
        .scope(Message)
        .query('message')
        .select('message.created_at', 'time')
        .addSelect('message.mobile', 'mobile')
        .addSelect('message.sender_name', 'senderName')
        .addSelect('message.text', 'text')
        .addSelect('message.status', 'status')
        .addSelect('message.parts', 'parts')
        .addSelect('message.credits', 'credits')
        .addSelect('message.submitted_at', 'submittedAt')
        .addSelect('message.done_at', 'doneAt')
        .addSelect(`coalesce(message.error_code, '')`, 'errorCode')
        .addSelect('message.created_at::text', 'cursorAt')
        .addSelect('message.id', 'cursorId')
        // Always bounded by the window: messages are partitioned by created_at.
        .andWhere('message.created_at >= :start AND message.created_at < :end', source.window)
        .orderBy('message.created_at', 'ASC')
        .addOrderBy('message.id', 'ASC')
        .limit(MESSAGE_LOG_BATCH);
      if (after) qb.andWhere('(message.created_at, message.id) > (CAST(:at AS timestamptz), CAST(:id AS uuid))', after);
      const rows = await qb.getRawMany<Record<string, unknown> & { cursorAt: string; cursorId: string }>();
      for (const { cursorAt: _at, cursorId: _id, ...row } of rows) yield row;
      if (rows.length < MESSAGE_LOG_BATCH) return;
      const last = rows[rows.length - 1];
      after = { at: last.cursorAt, id: last.cursorId };
    }
  },
};

/** The credit ledger: every change of the balance. */
export const creditUsageReport: ReportType = {
  type: 'credit-usage',
  columns: columns('credit-usage', 'time', 'reason', 'delta', 'balanceAfter', 'reference'),
  async *rows(source) {
    for await (const row of createdIn(source, CreditTransaction, 'credit')) {
      yield {
        time: row.createdAt,
        reason: row.reason,
        delta: row.delta,
        balanceAfter: row.balanceAfter,
        reference: row.reference ?? '',
      };
    }
  },
};

/** OTP codes requested, and what became of them. */
export const otpReport: ReportType = {
  type: 'otp',
  columns: columns('otp', 'time', 'mobile', 'refCode', 'status', 'attempts', 'sends', 'expiresAt', 'verifiedAt'),
  async *rows(source) {
    for await (const row of createdIn(source, OtpRequest, 'otp')) {
      const expired = row.status === 'pending' && row.expiresAt.getTime() < Date.now();
      yield {
        time: row.createdAt,
        mobile: row.mobile,
        refCode: row.refCode,
        status: expired ? 'expired' : row.status,
        attempts: row.attempts,
        sends: row.sends,
        expiresAt: row.expiresAt,
        verifiedAt: row.verifiedAt,
      };
    }
  },
};

/** Every kind of report. A module adds its own here (its type name must be new). */
export const REPORT_TYPES: readonly ReportType[] = [smsSummaryReport, messageLogReport, creditUsageReport, otpReport];

export const REPORT_TYPE_NAMES = REPORT_TYPES.map((definition) => definition.type);

export function reportType(type: string): ReportType | undefined {
  return REPORT_TYPES.find((definition) => definition.type === type);
}
