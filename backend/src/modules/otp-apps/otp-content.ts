import { OTP_PLACEHOLDER, REF_PLACEHOLDER } from './otp-app.entity.js';

const PLACEHOLDER = /\{([^{}\s]{1,20})\}/g;
const KNOWN = new Set([OTP_PLACEHOLDER, REF_PLACEHOLDER]);

/** The translation key of what is wrong with an app's content, or null. */
export function otpContentProblem(content: string): string | null {
  if (!content.includes(OTP_PLACEHOLDER)) return 'validation.otpContentPlaceholder';
  for (const [placeholder] of content.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(placeholder)) return 'validation.otpContentUnknownPlaceholder';
  }
  return null;
}

/** The message a person receives: the code and the reference code in their places. */
export function renderOtp(content: string, code: string, refCode: string): string {
  return content.replaceAll(OTP_PLACEHOLDER, code).replaceAll(REF_PLACEHOLDER, refCode);
}
