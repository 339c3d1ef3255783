import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of base62 from a CSPRNG (rejection sampling: no character is likelier). */
function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** The public half: names the key in Basic authentication and in the list. */
export const newKey = () => `ak_${base62(24)}`;
/** The private half: 43 base62 characters, about 256 bits. */
export const newSecret = () => `sk_${base62(43)}`;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares in constant time, whatever the given secret's length. */
export function secretMatches(secret: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}

export const KEY_PATTERN = /^ak_[0-9A-Za-z]{24}$/;
export const SECRET_PATTERN = /^sk_[0-9A-Za-z]{43}$/;
