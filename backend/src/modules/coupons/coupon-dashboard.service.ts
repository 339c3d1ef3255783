import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { currentMonth, daysOf } from '../../common/time/ict-month.js';
import { addDays, countsOverDays, daysBetween, ictDay } from './coupon-figures.js';
import { Coupon } from './coupon.entity.js';
import { CouponsRepository } from './coupons.repository.js';
import type {
  CouponDashboardQuery,
  CouponDashboardResponse,
  CouponsDashboardQuery,
  CouponsDashboardResponse,
} from './dto/coupon-dashboard.dto.js';
import { authorize } from '../abilities.js';

/** Days a coupon's dashboard shows when not told: about a quarter. */
const DEFAULT_DAYS = 92;
/** Days a coupon's dashboard may be asked for at most. */
const MAX_DAYS = 366;

/** The coupon dashboard: the rollup (coupon_stats) per day, and codes that expired unused. */
@Injectable()
export class CouponDashboardService {
  constructor(
    private readonly repository: CouponsRepository,
    @InjectTenantRepository(Coupon) private readonly coupons: TenantRepository<Coupon>,
  ) {}

  /** The acting account's coupons over a month (ICT), from the rollup only. */
  async month(ctx: RequestContext, query: CouponsDashboardQuery): Promise<CouponsDashboardResponse> {
    authorize(ctx, 'read', 'Coupon');
    const month = query.month ?? currentMonth();
    const days = daysOf(month);
    const byDay = await this.repository.countsByDay({ accountId: ctx.accountId }, days[0], days[days.length - 1]);
    return { month, ...countsOverDays(days, byDay) };
  }

  /** One coupon of the acting account over a period of ICT days; 404 for another account's. */
  async coupon(ctx: RequestContext, id: string, query: CouponDashboardQuery): Promise<CouponDashboardResponse> {
    authorize(ctx, 'read', 'Coupon');
    const coupon = await this.coupons.for(ctx).getById(id);
    const { from, to } = period(coupon, query);
    const [byDay, expired] = await Promise.all([
      this.repository.countsByDay({ accountId: coupon.accountId, couponId: coupon.id }, from, to),
      this.expired(coupon),
    ]);
    return { from, to, expired, ...countsOverDays(daysBetween(from, to), byDay) };
  }

  /**
   * Codes given (reserved or issued) and never redeemed whose validity has passed: all of them
   * once the coupon has ended (the end's minute is its last), else those past their own expires_at.
   */
  private async expired(coupon: Coupon): Promise<number> {
    const ended = Math.floor(coupon.endDate.getTime() / 60_000) * 60_000 + 60_000 <= Date.now();
    return this.repository.countExpired(coupon.accountId, coupon.id, ended);
  }
}

/**
 * The days asked for; by default the coupon's validity up to today, the last 92 days of it.
 * 422 on `to` when it comes before `from` or the period is longer than a year.
 */
function period(coupon: Coupon, query: CouponDashboardQuery): { from: string; to: string } {
  const start = ictDay(coupon.startDate);
  const end = ictDay(coupon.endDate);
  const today = ictDay(new Date());
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : today < start ? start : today > end ? end : today);
  const from = query.from ?? maxDay(start, addDays(to, 1 - DEFAULT_DAYS));
  if (to < from) throw new ValidationFailedException({ to: 'validation.endAfterStart' });
  if (addDays(from, MAX_DAYS) <= to) throw new ValidationFailedException({ to: 'validation.periodTooLong' });
  return { from, to };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
