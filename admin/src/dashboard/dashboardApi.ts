import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type DashboardMonth = components['schemas']['DashboardResponse'];
export type DashboardDay = components['schemas']['DashboardDay'];

/** A month (YYYY-MM) of an account's sends; the acting account when none is named. */
export async function fetchDashboard(month: string, accountId?: string): Promise<DashboardMonth> {
  const query = new URLSearchParams({ month });
  if (accountId) query.set('accountId', accountId);
  return (await httpClient(`/api/dashboard?${query.toString()}`)).json as DashboardMonth;
}

/** The current day in ICT, YYYY-MM-DD. */
export function todayIct(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The current month in ICT, as the API's default. */
export function currentMonthIct(now = new Date()): string {
  return todayIct(now).slice(0, 7);
}

export type PlatformMonth = components['schemas']['PlatformResponse'];

/** The back office's month (staff only). */
export async function fetchPlatform(month: string): Promise<PlatformMonth> {
  return (await httpClient(`/api/dashboard/platform?month=${encodeURIComponent(month)}`)).json as PlatformMonth;
}
