/**
 * The coupon variables of a coupon's message: `{{couponCode}}` and `{{couponLink}}`, filled
 * per recipient with the code reserved for them as their message is written. Until then (the
 * analysis, and the fan-out before its batch's codes are reserved) they hold stand-ins of the
 * exact final length made of one GSM-7 character, so a message is priced as it will be sent.
 */
export const COUPON_VARIABLES = ['couponCode', 'couponLink'] as const;

/** Characters of a code's page token (`/c/<token>`). */
export const COUPON_TOKEN_LENGTH = 12;

/** A GSM-7 character unlikely in a message: stand-ins are runs of it. */
const STAND_IN = '¤';

/** What a coupon send's messages need to know about the coupon, with the stand-ins it prices with. */
export interface CouponSend {
  couponId: string;
  campaignId: string | null;
  /** Prefix and random part together. */
  codeLength: number;
  /** `${publicUrl}/c/` (or the long form, see couponLinkBase): a code's link is this and its token. */
  linkBase: string;
}

/**
 * The coupon's link base: the short one (`/c/<token>`), or with `shortenUrl` off the long one
 * that names the coupon (`/coupon/<couponId>/<token>`); the public page answers both.
 */
export function couponLinkBase(publicUrl: string, coupon: { id: string; shortenUrl: boolean }): string {
  return coupon.shortenUrl ? `${publicUrl}/c/` : `${publicUrl}/coupon/${coupon.id}/`;
}

export function couponSend(
  coupon: { id: string; couponCodePrefix: string; codeLength: number; shortenUrl: boolean },
  campaignId: string | null,
  publicUrl: string,
): CouponSend {
  return {
    couponId: coupon.id,
    campaignId,
    codeLength: coupon.couponCodePrefix.length + coupon.codeLength,
    linkBase: couponLinkBase(publicUrl, coupon),
  };
}

export function couponLink(linkBase: string, token: string): string {
  return `${linkBase}${token}`;
}

/** The stand-in values for the coupon variables. */
export function couponStandIns(send: CouponSend): Record<(typeof COUPON_VARIABLES)[number], string> {
  return {
    couponCode: STAND_IN.repeat(send.codeLength),
    couponLink: couponLink(send.linkBase, STAND_IN.repeat(COUPON_TOKEN_LENGTH)),
  };
}

/**
 * A rendered text with the real code and link in place of the stand-ins: the same length, so
 * the same parts and credits. The link first: its token's run must not be taken for a code.
 */
export function withCoupon(text: string, send: CouponSend, code: string, token: string): string {
  const standIns = couponStandIns(send);
  return text.split(standIns.couponLink).join(couponLink(send.linkBase, token)).split(standIns.couponCode).join(code);
}
