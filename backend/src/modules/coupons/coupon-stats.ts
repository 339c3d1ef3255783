import type { EntityManager } from 'typeorm';

export type CouponEvent = 'issued' | 'opened' | 'redeemed';

/** Rows per coupon and day that events spread over (coupon-stats.entity.ts). */
export const COUPON_STATS_SLOTS = 8;

/**
 * Adds events to the coupon's day (ICT) in `coupon_stats` (a negative count takes them back), in the caller's transaction, so the
 * figures move exactly when the events are written. One statement for any number of coupons.
 */
export async function countCouponEvents(
  manager: EntityManager,
  event: CouponEvent,
  rows: readonly { accountId: string; couponId: string; count: number }[],
  at = new Date(),
): Promise<void> {
  // One row per coupon: ON CONFLICT may touch a row once per statement.
  const byCoupon = new Map<string, { accountId: string; couponId: string; count: number }>();
  for (const row of rows) {
    const seen = byCoupon.get(row.couponId);
    if (seen) seen.count += row.count;
    else byCoupon.set(row.couponId, { ...row });
  }
  const counted = [...byCoupon.values()].filter((row) => row.count !== 0);
  if (!counted.length) return;
  await manager.query(
    `INSERT INTO coupon_stats (coupon_id, day, slot, account_id, ${event})
     SELECT r.coupon_id, ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date, $5, r.account_id, r.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS r(coupon_id, account_id, n)
     ON CONFLICT (coupon_id, day, slot) DO UPDATE SET ${event} = coupon_stats.${event} + EXCLUDED.${event}`,
    [
      counted.map((row) => row.couponId),
      counted.map((row) => row.accountId),
      counted.map((row) => row.count),
      at,
      Math.floor(Math.random() * COUPON_STATS_SLOTS),
    ],
  );
}
