import { ValidationFailedException } from './validation.js';

/** Printable ASCII, as the public API takes it (see IdempotencyInterceptor). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header of a repeatable call (a redeem, a game's play), or null without one; a malformed key is a 422 on the header. */
export function idempotencyKeyOf(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new ValidationFailedException({ 'Idempotency-Key': 'validation.idempotencyKey' });
  return raw;
}
