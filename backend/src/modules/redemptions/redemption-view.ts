import type { RedemptionResponse } from './dto/redemption.response.js';
import { maskMobile } from './redemption-rules.js';
import type { Redemption } from './redemption.entity.js';

/** The columns of a redemption the views show, with the names of its coupon and staff member. */
export type RedemptionFields = Pick<
  Redemption,
  | 'id'
  | 'accountId'
  | 'couponId'
  | 'couponCodeId'
  | 'code'
  | 'campaignId'
  | 'channel'
  | 'status'
  | 'userId'
  | 'branch'
  | 'saleAmount'
  | 'reference'
  | 'mobile'
  | 'createdAt'
  | 'updatedAt'
> & { couponName: string | null; userName: string | null };

/** A redemption row as loaded with its relations (the sale list). */
export function redemptionView(row: Redemption): RedemptionResponse;
/** A redemption as written, with the names in hand (a redeem's answer). */
export function redemptionView(row: RedemptionFields): RedemptionResponse;
export function redemptionView(row: Redemption | RedemptionFields): RedemptionResponse {
  const names = 'userName' in row ? row : { couponName: row.coupon?.couponName ?? null, userName: row.user?.fullName ?? null };
  return {
    id: row.id,
    accountId: row.accountId,
    couponId: row.couponId,
    couponName: names.couponName,
    couponCodeId: row.couponCodeId,
    code: row.code,
    campaignId: row.campaignId,
    channel: row.channel,
    status: row.status,
    userId: row.userId,
    userName: names.userName,
    branch: row.branch,
    saleAmount: row.saleAmount,
    reference: row.reference,
    mobile: maskMobile(row.mobile),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
