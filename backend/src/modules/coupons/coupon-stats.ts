export type CouponEvent = 'issued' | 'opened' | 'redeemed';

/** Rows per coupon and day that events spread over (coupon-stats.entity.ts). */
export const COUPON_STATS_SLOTS = 8;
