import type { EntityManager } from 'typeorm';

/** Codes given, pages opened and redemptions: one day's or a period's. */
export interface CouponCounts {
  issued: number;
  opened: number;
  redeemed: number;
}

export const NO_COUPON_COUNTS: CouponCounts = { issued: 0, opened: 0, redeemed: 0 };

const DAY_MS = 86_400_000;
const ICT_MS = 7 * 3_600_000;

/** The ICT calendar day (YYYY-MM-DD) of an instant. */
export function ictDay(at: Date): string {
  return new Date(at.getTime() + ICT_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Per-day sums of `coupon_stats` for a period (ICT days, both ends included), of one coupon, of
 * an account's coupons, or of every account (`accountId` null: staff). Reads the rollup only:
 * a row per coupon and day, whatever the number of codes.
 */
export async function couponCountsByDay(
  db: EntityManager,
  scope: { accountId: string | null; couponId?: string },
  from: string,
  to: string,
): Promise<Map<string, CouponCounts>> {
  const where = ['day BETWEEN $1 AND $2'];
  const params: string[] = [from, to];
  if (scope.accountId !== null) where.push(`account_id = $${params.push(scope.accountId)}`);
  if (scope.couponId !== undefined) where.push(`coupon_id = $${params.push(scope.couponId)}`);
  const rows = await db.query<(CouponCounts & { day: string })[]>(
    `SELECT day::text AS day, sum(issued)::int AS issued, sum(opened)::int AS opened, sum(redeemed)::int AS redeemed
       FROM coupon_stats WHERE ${where.join(' AND ')} GROUP BY day`,
    params,
  );
  return new Map(rows.map(({ day, ...counts }) => [day, counts]));
}

/** The period's total and every day of it in order, days without events as zeros. */
export function countsOverDays(
  days: string[],
  byDay: Map<string, CouponCounts>,
): CouponCounts & { days: (CouponCounts & { day: string })[] } {
  const total = { ...NO_COUPON_COUNTS };
  const series = days.map((day) => {
    const counts = byDay.get(day) ?? NO_COUPON_COUNTS;
    total.issued += counts.issued;
    total.opened += counts.opened;
    total.redeemed += counts.redeemed;
    return { day, ...counts };
  });
  return { ...total, days: series };
}
