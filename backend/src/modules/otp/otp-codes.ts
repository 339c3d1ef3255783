import { createHmac, randomInt } from 'node:crypto';

/** Reference characters a person reads without doubt (no 0/O, 1/I). */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 6;

/** `length` decimal digits, each from the CSPRNG. */
export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** The reference shown beside the code, with the app's prefix: `AB-K7Q2XM`. */
export function newRefCode(prefix: string | null): string {
  let ref = '';
  for (let i = 0; i < REF_LENGTH; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return prefix ? `${prefix}-${ref}` : ref;
}

/**
 * Codes are kept as HMAC-SHA256 of the request id and the code, keyed with a server secret:
 * a copy of the database alone does not let anyone try the million codes offline.
 */
export class OtpCodeHasher {
  constructor(private readonly key: string) {}

  hash(requestId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${requestId}:${code}`).digest('hex');
  }
}
