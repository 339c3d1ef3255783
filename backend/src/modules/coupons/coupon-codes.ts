import { randomBytes } from 'node:crypto';

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

/** `count` random codes (a byte per symbol: 256 is a multiple of 32, so every symbol is as likely). */
export function randomCodes(count: number, prefix: string, length: number): string[] {
  const bytes = randomBytes(count * length);
  const codes = new Array<string>(count);
  for (let at = 0; at < count; at++) {
    let code = prefix;
    for (let k = at * length; k < (at + 1) * length; k++) code += CODE_ALPHABET[bytes[k] & 31];
    codes[at] = code;
  }
  return codes;
}
