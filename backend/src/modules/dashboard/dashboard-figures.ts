import { NO_COUPON_COUNTS, type CouponCounts } from '../coupons/coupon-figures.js';
import type { DashboardFigures } from './dto/dashboard.response.js';

/** The rollup's sums for a period (message_stats). */
export interface StatSums {
  messages: number;
  charged: number;
  refunded: number;
  pending: number;
  submitted: number;
  delivered: number;
  undelivered: number;
  rejected: number;
  expired: number;
}

export const NO_STATS: StatSums = {
  messages: 0,
  charged: 0,
  refunded: 0,
  pending: 0,
  submitted: 0,
  delivered: 0,
  undelivered: 0,
  rejected: 0,
  expired: 0,
};

/** OTP codes an account paid for in a period, and what they cost net of refunds (from the ledger). */
export interface OtpSums {
  sends: number;
  cost: number;
}

export const NO_OTP: OtpSums = { sends: 0, cost: 0 };

/**
 * The specification's figures from the rollups' states (message_stats, coupon_stats). The delivery rate counts only messages
 * whose fate is known: a send still in progress does not look like a failing one. The credits
 * used are everything the ledger took, OTP codes included (and also shown apart), as in the
 * SMS summary report.
 */
export function figuresOf(sums: StatSums, coupons: CouponCounts = NO_COUPON_COUNTS, otp: OtpSums = NO_OTP): DashboardFigures {
  const undelivered = sums.undelivered + sums.expired;
  const final = sums.delivered + undelivered + sums.rejected;
  return {
    smsSub: sums.messages,
    deliRate: final ? Math.round((sums.delivered * 10_000) / final) / 100 : 0,
    cost: sums.charged - sums.refunded + otp.cost,
    otpSub: otp.sends,
    otpCost: otp.cost,
    delivered: sums.delivered,
    rejected: sums.rejected,
    progress: sums.pending + sums.submitted,
    undelivered,
    coupon: coupons.issued,
    open: coupons.opened,
    redeem: coupons.redeemed,
  };
}
