import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One signature scheme for every signed call between us and others: an HTTP provider's receipts
 * to us, our OTP notifications to customers.
 */
export const SIGNATURE_HEADER = 'x-engage-signature';
/** A signed call older (or newer) than this is refused: a captured call cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the shared secret>`,
 * the scheme providers such as Stripe use: the timestamp is signed with the body.
 */
export function sign(secret: string, body: string | Buffer, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${digest(secret, t, body)}`;
}

/** True when the header signs this very body with this secret, within the tolerance. */
export function signatureValid(secret: string, header: unknown, body: Buffer, now = new Date()): boolean {
  if (typeof header !== 'string' || header.length > 512) return false;
  const fields = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(fields.get('t'));
  const given = fields.get('v1');
  if (!Number.isSafeInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(digest(secret, t, body), 'hex'));
}

function digest(secret: string, t: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}
