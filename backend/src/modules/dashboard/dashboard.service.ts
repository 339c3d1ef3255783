import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { couponCountsByDay, countsOverDays } from '../coupons/coupon-figures.js';
import { currentMonth, daysOf } from '../../common/time/ict-month.js';
import { figuresOf, NO_OTP, NO_STATS, type OtpSums, type StatSums } from './dashboard-figures.js';
import type { DashboardQuery } from './dto/dashboard.query.js';
import type { DashboardResponse } from './dto/dashboard.response.js';
import { authorize } from '../abilities.js';

const SUMS = [
  'messages',
  'charged',
  'refunded',
  'pending',
  'submitted',
  'delivered',
  'undelivered',
  'rejected',
  'expired',
] as const;

/**
 * The home dashboard: a month of an account's sends and coupons, per day, from the daily rollups
 * (message_stats that the workers keep, coupon_stats): about 30 rows per sender and per coupon
 * read, whatever the number of messages and codes.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async month(ctx: RequestContext, query: DashboardQuery): Promise<DashboardResponse> {
    authorize(ctx, 'read', 'Message');
    const month = query.month ?? currentMonth();
    const accountId = this.accountOf(ctx, query.accountId);
    const days = daysOf(month);
    const sums = SUMS.map((name) => `sum(${name})::float8 AS ${name}`).join(', ');
    const range = [days[0], days[days.length - 1]];
    const rows = await this.dataSource.query<(StatSums & { day: string })[]>(
      accountId
        ? `SELECT day::text AS day, ${sums} FROM message_stats WHERE account_id = $3 AND day BETWEEN $1 AND $2 GROUP BY day`
        : `SELECT day::text AS day, ${sums} FROM message_stats WHERE day BETWEEN $1 AND $2 GROUP BY day`,
      accountId ? [...range, accountId] : range,
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const total: StatSums = { ...NO_STATS };
    for (const row of rows) for (const name of SUMS) total[name] += row[name];
    const coupons = countsOverDays(days, await couponCountsByDay(this.dataSource.manager, { accountId }, range[0], range[1]));
    const otpByDay = await this.otpByDay(accountId, range[0], range[1]);
    const otpTotal = { ...NO_OTP };
    for (const sums of otpByDay.values()) {
      otpTotal.sends += sums.sends;
      otpTotal.cost += sums.cost;
    }
    return {
      month,
      accountId,
      ...figuresOf(total, coupons, otpTotal),
      days: days.map((day, at) => ({ day, ...figuresOf(byDay.get(day) ?? NO_STATS, coupons.days[at], otpByDay.get(day)) })),
    };
  }

  /**
   * OTP codes per ICT day, from the ledger (OTP messages are outside the sends' rollup): the
   * debits that name an OTP request, and the refunds of OTP messages that were never delivered.
   * A ledger row per code, read by the account, reason and time index.
   */
  private async otpByDay(accountId: string | null, first: string, last: string): Promise<Map<string, OtpSums>> {
    const params: string[] = [first, last];
    const ofAccount = (alias: string) => (accountId ? ` AND ${alias}.account_id = $3` : '');
    if (accountId) params.push(accountId);
    const day = `(t.created_at AT TIME ZONE 'Asia/Bangkok')::date`;
    const rows = await this.dataSource.query<(OtpSums & { day: string })[]>(
      `SELECT ${day}::text AS day, count(*) FILTER (WHERE t.reason = 'send')::int AS sends, (-sum(t.delta))::float8 AS cost
         FROM credit_transactions t
        WHERE t.created_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Bangkok')
          AND t.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')${ofAccount('t')}
          AND ((t.reason = 'refund' AND t.reference = 'otp')
            OR (t.reason = 'send' AND t.reference IN (
              -- A code is resent within its validity: a request of the day before may be paid for again.
              SELECT o.id::text FROM otp_requests o
               WHERE o.created_at >= (($1::date - 1)::timestamp AT TIME ZONE 'Asia/Bangkok')
                 AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')${ofAccount('o')})))
        GROUP BY 1`,
      params,
    );
    return new Map(rows.map(({ day: date, ...sums }) => [date, sums]));
  }

  /**
   * The account the figures are of: the one asked for when the caller may see it (a sub-account
   * of the acting account; any for staff), else the acting account; null (every account) for
   * staff in the platform account who name none. Another tenant's id is a 404, as everywhere.
   */
  private accountOf(ctx: RequestContext, asked: string | undefined): string | null {
    if (asked === undefined) return ctx.scopeAccountIds === null ? null : ctx.accountId;
    if (ctx.scopeAccountIds === null || ctx.scopeAccountIds.includes(asked)) return asked;
    throw new NotFoundException('errors.notFound');
  }
}
