import type { RedemptionResponse } from './dto/redemption.response.js';
import { maskMobile } from './redemption-rules.js';
import type { Redemption } from './redemption.entity.js';

/** A redemption as the sale list shows it: the staff member's and coupon's names, the phone masked, no idempotency key. */
export function redemptionView(row: Redemption): RedemptionResponse {
  return {
    id: row.id,
    accountId: row.accountId,
    couponId: row.couponId,
    couponName: row.coupon?.couponName ?? null,
    couponCodeId: row.couponCodeId,
    code: row.code,
    campaignId: row.campaignId,
    channel: row.channel,
    status: row.status,
    userId: row.userId,
    userName: row.user?.fullName ?? null,
    branch: row.branch,
    saleAmount: row.saleAmount,
    reference: row.reference,
    mobile: maskMobile(row.mobile),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
