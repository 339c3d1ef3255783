/**
 * Calendar months in ICT (Asia/Bangkok, GMT+7, no daylight saving), as the dashboards read
 * them: the home dashboard, the platform's and the coupons' month all page by these.
 */

/** A calendar month, 2000-01 to 2099-12. */
export const MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;

/** The days of a month (YYYY-MM), as YYYY-MM-DD. */
export function daysOf(month: string): string[] {
  const [year, mon] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, at) => `${month}-${String(at + 1).padStart(2, '0')}`);
}

/** The current month in ICT. */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
}
