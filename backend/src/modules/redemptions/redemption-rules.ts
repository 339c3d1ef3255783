import type { CouponStatus } from '../coupons/coupon.entity.js';

/** The redeem catalogue: every answer of both channels is one of these. */
export const REDEEM_RESULTS = [
  'redeemed',
  'already_used',
  'limit_reached',
  'expired',
  'not_started',
  'not_found',
  'staff_only',
] as const;
export type RedeemResult = (typeof REDEEM_RESULTS)[number];

/** What a code looks like to the person holding it. */
export const CODE_STATES = ['usable', 'used', 'expired', 'not_started'] as const;
export type CodeState = (typeof CODE_STATES)[number];

/** The fields of a code and its coupon that decide whether it may be used now. */
export interface CodeValidity {
  couponStatus: CouponStatus;
  startDate: Date;
  endDate: Date;
  /** The code's own end (given + expireCoupon days); null: the coupon's. */
  expiresAt: Date | null;
  redeemed: number;
  useMaxRedeem: number;
}

const MINUTE = 60_000;

/**
 * The coupon's end as an instant the code stops at: its end date's minute, whole. A coupon
 * ending 23:59 ICT is usable at 23:59:59.999 and expired at 00:00:00.
 */
export function couponEnd(endDate: Date): Date {
  return new Date(Math.floor(endDate.getTime() / MINUTE) * MINUTE + MINUTE);
}

/** The last instant shown as the code's validity: the coupon's end date or the code's own earlier end. */
export function validUntil(code: Pick<CodeValidity, 'endDate' | 'expiresAt'>): Date {
  return code.expiresAt && code.expiresAt < code.endDate ? code.expiresAt : code.endDate;
}

/**
 * The code's state at `now`: the one validity rule of redemption, the coupon page and key
 * verification. Used up comes first (a customer back after the end sees "used", not "expired");
 * a draft coupon has not started, an inactive one has ended.
 */
export function codeState(code: CodeValidity, now: Date): CodeState {
  if (code.redeemed >= code.useMaxRedeem) return 'used';
  if (code.couponStatus === 'draft') return 'not_started';
  if (code.couponStatus !== 'active') return 'expired';
  if (now < code.startDate) return 'not_started';
  if (now >= couponEnd(code.endDate)) return 'expired';
  if (code.expiresAt && now >= code.expiresAt) return 'expired';
  return 'usable';
}

/** The result a redeem attempt gets from the code's state; `redeemed` when it may be used now. */
export function judgeRedeem(code: CodeValidity, now: Date): RedeemResult {
  const state = codeState(code, now);
  if (state === 'used') return code.useMaxRedeem > 1 ? 'limit_reached' : 'already_used';
  if (state === 'usable') return 'redeemed';
  return state;
}

/** '+66812345678' → '081-XXX-5678': enough for the holder to recognise, not to read out. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const local = mobile.startsWith('+66') ? `0${mobile.slice(3)}` : mobile.replace(/^\+/, '');
  if (local.length < 7) return null;
  return `${local.slice(0, 3)}-XXX-${local.slice(-4)}`;
}
