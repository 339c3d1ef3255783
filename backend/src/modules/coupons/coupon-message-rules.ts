import { COUPON_VARIABLES } from '../../common/coupons/coupon-message.js';
import { missingVariables, templateVariables } from '../../common/sms/render.js';

/**
 * Whether a coupon's message carries the recipient's code: `{{couponCode}}` or `{{couponLink}}`.
 * Without either, customers received the text as written ("Your code {code} {link}").
 */
export function carriesCoupon(message: string): boolean {
  return templateVariables(message).some((name) => (COUPON_VARIABLES as readonly string[]).includes(name));
}

/** The variables a coupon's message may use: the coupon's own, then the person's (TemplateVariables). */
export function couponMessageVariables(personVariables: readonly string[]): string[] {
  return [...COUPON_VARIABLES, ...personVariables];
}

/**
 * The message's fault, if any: the first variable it uses that is not `known`, or, for an active
 * coupon (one a campaign may send), no coupon variable at all. A draft may be written without one yet.
 */
export function couponMessageFault(
  message: string,
  active: boolean,
  known: readonly string[],
): { unknown: string } | { key: 'validation.couponVariableRequired' } | null {
  const [unknown] = missingVariables(message, known);
  if (unknown) return { unknown };
  if (active && !carriesCoupon(message)) return { key: 'validation.couponVariableRequired' };
  return null;
}
