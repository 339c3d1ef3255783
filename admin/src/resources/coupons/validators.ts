import type { Validator } from 'react-admin';
import { maxCodes } from '@coupons/code-space';
import { COUPON_VARIABLES } from '@coupons/coupon-message';
import { templateVariables } from '@sms/render';

export { maxCodes };

// The API's rules, checked as typed with its own message keys; the API checks them again.

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Same alphabet as the codes: A–Z and 2–9 (no 0/O, 1/I), up to 6. */
export const COUPON_PREFIX = /^[A-Z2-9]{0,6}$/;
export const couponCodePrefix: Validator = (value) =>
  isBlank(value) || COUPON_PREFIX.test(String(value)) ? undefined : 'validation.couponCodePrefix';

const COLOR = /^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|[a-z]{3,20})$/;
export const isColor = (value: unknown): boolean => typeof value === 'string' && COLOR.test(value.trim());
export const color: Validator = (value) => (isBlank(value) || isColor(value) ? undefined : 'validation.color');

/** An absolute http(s) address, as the API's IsUrl with require_protocol. */
export const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
export const httpUrl: Validator = (value) => (isBlank(value) || isHttpUrl(value) ? undefined : 'validation.url');

/** A whole number from min to max. */
export const integerWithin =
  (min: number, max: number): Validator =>
  (value) =>
    isBlank(value) || (Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max)
      ? undefined
      : 'validation.integer';

export const withinKeyspace: Validator = (value, values) => {
  const prefix = typeof values?.couponCodePrefix === 'string' ? values.couponCodePrefix : '';
  return isBlank(value) || Number(value) <= maxCodes(prefix) ? undefined : 'validation.couponKeyspace';
};

/** Activating a coupon needs a sender (the API answers 422 on senderName otherwise). */
export const senderWhenActive: Validator = (value, values) =>
  values?.status === 'active' && isBlank(value) ? 'validation.required' : undefined;

/** On edit: the number of codes may grow, never shrink below what exists. */
export const notBelow =
  (current: number | undefined): Validator =>
  (value) =>
    current === undefined || isBlank(value) || Number(value) >= current ? undefined : 'validation.couponUseMaxShrinks';

/**
 * An active coupon's message carries the customer's code: {{couponCode}} or {{couponLink}}
 * (the API answers 422 on message otherwise; without either, customers got the text as written).
 */
export const couponVariableWhenActive: Validator = (value, values) =>
  values?.status === 'active' &&
  !templateVariables(typeof value === 'string' ? value : '').some((name) => (COUPON_VARIABLES as readonly string[]).includes(name))
    ? 'validation.couponVariableRequired'
    : undefined;
