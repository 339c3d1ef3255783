import type { DashboardDay } from './dashboardApi';
import { todayIct } from './dashboardApi';

/** A day of the charts: a rate only where one was measured. */
export type ChartDay = Omit<DashboardDay, 'deliRate'> & { deliRate: number | null };

/** Messages of a day whose fate is known: what its delivery rate was measured on. */
const settled = (day: DashboardDay) => day.delivered + day.undelivered + day.rejected;

/**
 * The month's days as the charts draw them: days still to come are left out (nothing has
 * happened on them), and a day with no settled message has no delivery rate (a gap in the
 * line, not a fall to 0 %). `today` is the ICT day, YYYY-MM-DD.
 */
export function chartDays(days: readonly DashboardDay[], today = todayIct()): ChartDay[] {
  return days.filter((day) => day.day <= today).map((day) => ({ ...day, deliRate: settled(day) ? day.deliRate : null }));
}
