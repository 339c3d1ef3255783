import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The successor of a just-rotated refresh token, kept for a few seconds so that a second tab
 * presenting the same token gets the same answer. Encrypted with a key derived from the spent
 * token's secret: only whoever holds that secret can read it, and Redis never sees it in clear.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`refresh-grace:${secret}`).digest();
}

export function sealSuccessor(secret: string, successor: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(successor), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openSuccessor<T>(secret: string, sealed: string): T | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return null;
  }
}
