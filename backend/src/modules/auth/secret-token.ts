import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque tokens handed to clients are `<row id>.<secret>`: the id finds the row, the
 * secret is checked against its stored SHA-256 in constant time.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function splitToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== 'string') return null;
  // A strict UUID: a look-alike such as 36 dashes must not reach PostgreSQL's uuid parser.
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/i.exec(token);
  return match ? { id: match[1], secret: match[2] } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
