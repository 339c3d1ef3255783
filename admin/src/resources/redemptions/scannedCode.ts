/** A code as the API takes it: letters and digits, up to 24 (RedeemCodeDto's CODE). */
const CODE = /^[A-Z0-9]{1,24}$/;

/**
 * The coupon code a scanned QR holds, or null. The coupon page's QR is the bare code (see
 * public-page/coupon-page.ts); a link that carries the code as `?code=` is read too, as a
 * printed coupon may link to the shop with it. A link without one (a coupon page's /c/<token>)
 * holds no code: staff type it instead.
 */
export function codeFromScan(text: string): string | null {
  let candidate = text.trim();
  if (/^https?:\/\//i.test(candidate)) {
    try {
      candidate = new URL(candidate).searchParams.get('code') ?? '';
    } catch {
      return null;
    }
  }
  const code = candidate.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** Why the camera cannot scan: the key of the message staff see. */
export type ScanProblem = 'insecure' | 'noCamera' | 'denied' | 'busy' | 'failed';

/** getUserMedia's refusal as a problem staff can act on (the DOMException names of Media Capture). */
export function scanProblem(error: unknown): ScanProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}
