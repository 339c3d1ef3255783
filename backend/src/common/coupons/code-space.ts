/**
 * How long a coupon's codes are: pure rules shared by the API (making codes) and the admin (the
 * form's keyspace check and its message counter).
 */

/** No 0/O, 1/I: a code read aloud or off a screen is typed right. 32 symbols, 5 bits each. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Prefix and random part together: short enough to type at a till. */
export const CODE_TOTAL_MAX = 12;
export const CODE_RANDOM_MIN = 6;
/**
 * The keyspace holds this many times the codes asked: a guessed code is a real one at most once
 * in a thousand tries, and random codes rarely collide.
 */
export const CODE_SPARSITY = 1_000;

/** The random part's length for `count` codes behind `prefix`, or null when no length fits. */
export function codeLength(count: number, prefix: string): number | null {
  for (let length = CODE_RANDOM_MIN; length + prefix.length <= CODE_TOTAL_MAX; length++) {
    if (CODE_ALPHABET.length ** length >= count * CODE_SPARSITY) return length;
  }
  return null;
}

/** The most codes a prefix leaves room for. */
export function maxCodes(prefix: string): number {
  return Math.floor(CODE_ALPHABET.length ** (CODE_TOTAL_MAX - prefix.length) / CODE_SPARSITY);
}
