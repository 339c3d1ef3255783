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
