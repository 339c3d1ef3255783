import type { components } from '@/api/schema';

export type CouponRecord = components['schemas']['CouponResponse'];
export type CouponStatus = components['schemas']['CouponStatus'];
export type CouponVerifyType = components['schemas']['CouponVerifyType'];

/** The API's limits (backend/src/modules/coupons/dto/coupon.dto.ts). */
export const LIMITS = {
  couponName: 200,
  couponImg: 2000,
  buttonText: 30,
  condition: 20_000,
  message: 2000,
  description: 500,
  url: 500,
  reference: 200,
  useMax: 10_000_000,
  useMaxRedeem: 1000,
  expireCoupon: 3650,
} as const;

export const couponStatusChoices: { id: CouponStatus; name: string }[] = [
  { id: 'draft', name: 'resources.coupons.statuses.draft' },
  { id: 'active', name: 'resources.coupons.statuses.active' },
  { id: 'inactive', name: 'resources.coupons.statuses.inactive' },
];

export const verifyTypeChoices: { id: CouponVerifyType; name: string }[] = [
  { id: 'self', name: 'resources.coupons.verifyTypes.self' },
  { id: 'staff', name: 'resources.coupons.verifyTypes.staff' },
  { id: 'both', name: 'resources.coupons.verifyTypes.both' },
];

/** The API's defaults (COUPON_DEFAULTS), filled in so the form shows what will be saved. */
export const COUPON_DEFAULTS = {
  checkedRedeemBtn: true,
  buttonText: 'REDEEM',
  textColor: 'white',
  buttonColor: '#01A9F4',
  condition: '',
  message: '',
  useMaxRedeem: 1,
  verifyType: 'both',
  status: 'draft',
  oneTimeCoupon: true,
  shortenUrl: true,
} as const;

type Values = Record<string, unknown>;

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** Optional text: blank is unset (null), which the API takes as "none". */
const textOrNull = (value: unknown): unknown => (isBlank(value) ? null : trimmed(value));
const numberOrNull = (value: unknown): number | null => (isBlank(value) ? null : Number(value));

const REFERENCES = ['smsCallbackURL', 'redeemCallbackURL', 'reference', 'reference2', 'reference3', 'reference4'] as const;

/**
 * POST and PUT /api/coupons: the contract's fields only (an unknown field answers 422). The
 * message and condition go as typed; a blank button text or colour is left to the API's default.
 */
const couponPayload = (values: Values): Values => {
  const oneTime = values.oneTimeCoupon !== false;
  const payload: Values = {
    couponName: trimmed(values.couponName),
    couponImg: textOrNull(values.couponImg),
    checkedRedeemBtn: values.checkedRedeemBtn !== false,
    condition: values.condition ?? '',
    landingPageId: textOrNull(values.landingPageId),
    senderName: textOrNull(values.senderName),
    message: values.message ?? '',
    description: textOrNull(values.description),
    expireCoupon: numberOrNull(values.expireCoupon),
    startDate: values.startDate,
    endDate: values.endDate,
    couponBookId: textOrNull(values.couponBookId),
    useMax: numberOrNull(values.useMax),
    // One-time means once: the input is disabled then, and the API stores 1 anyway.
    useMaxRedeem: oneTime ? 1 : numberOrNull(values.useMaxRedeem),
    verifyType: values.verifyType,
    status: values.status,
    oneTimeCoupon: oneTime,
    shortenUrl: values.shortenUrl !== false,
    ...Object.fromEntries(REFERENCES.map((field) => [field, textOrNull(values[field])])),
  };
  for (const field of ['buttonText', 'textColor', 'buttonColor'] as const) {
    if (!isBlank(values[field])) payload[field] = trimmed(values[field]);
  }
  return payload;
};

export const toCouponCreatePayload = (values: Values): Values => {
  const payload = couponPayload(values);
  const prefix = trimmed(values.couponCodePrefix);
  return typeof prefix === 'string' && prefix !== '' ? { ...payload, couponCodePrefix: prefix.toUpperCase() } : payload;
};

/** The prefix is fixed once codes exist (the API refuses a change): never sent on update. */
export const toCouponUpdatePayload = (values: Values): Values => couponPayload(values);
