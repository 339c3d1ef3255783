import { Injectable, NotFoundException } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { countsOverDays } from '../coupons/coupon-figures.js';
import { CouponsRepository } from '../coupons/coupons.repository.js';
import { currentMonth, daysOf } from '../../common/time/ict-month.js';
import { DashboardRepository, SUMS } from './dashboard.repository.js';
import { figuresOf, NO_OTP, NO_STATS, type OtpSums, type StatSums } from './dashboard-figures.js';
import type { DashboardQuery } from './dto/dashboard.query.js';
import type { DashboardResponse } from './dto/dashboard.response.js';
import { authorize } from '../abilities.js';

/**
 * The home dashboard: a month of an account's sends and coupons, per day, from the daily rollups
 * (message_stats that the workers keep, coupon_stats): about 30 rows per sender and per coupon
 * read, whatever the number of messages and codes.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly coupons: CouponsRepository,
  ) {}

  async month(ctx: RequestContext, query: DashboardQuery): Promise<DashboardResponse> {
    authorize(ctx, 'read', 'Message');
    const month = query.month ?? currentMonth();
    const accountId = this.accountOf(ctx, query.accountId);
    const days = daysOf(month);
    const range = [days[0], days[days.length - 1]];
    const rows = await this.repository.sendsByDay(accountId, range);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const total: StatSums = { ...NO_STATS };
    for (const row of rows) for (const name of SUMS) total[name] += row[name];
    const coupons = countsOverDays(days, await this.coupons.countsByDay({ accountId }, range[0], range[1]));
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

  /** OTP codes per ICT day, from the ledger (OTP messages are outside the sends' rollup). */
  private async otpByDay(accountId: string | null, first: string, last: string): Promise<Map<string, OtpSums>> {
    const rows = await this.repository.otpByDay(accountId, first, last);
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
