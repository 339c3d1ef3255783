import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type CouponDashboard = components['schemas']['CouponDashboardResponse'];
export type CouponsDashboard = components['schemas']['CouponsDashboardResponse'];
export type CouponDashboardDay = components['schemas']['CouponDashboardDay'];

/** One coupon's figures; the API's default period (its validity up to today, 92 days at most). */
export async function fetchCouponDashboard(id: string): Promise<CouponDashboard> {
  return (await httpClient(`/api/coupons/${encodeURIComponent(id)}/dashboard`)).json as CouponDashboard;
}

/** The acting account's coupons over a month (YYYY-MM, ICT). */
export async function fetchCouponsDashboard(month: string): Promise<CouponsDashboard> {
  return (await httpClient(`/api/coupons/dashboard?month=${encodeURIComponent(month)}`)).json as CouponsDashboard;
}
