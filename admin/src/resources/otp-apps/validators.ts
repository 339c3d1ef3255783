import type { Validator } from 'react-admin';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The server's rules, checked as typed; the server checks them again. */
export const within =
  (min: number, max: number, message: string): Validator =>
  (value) =>
    blank(value) || (Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max) ? undefined : message;

export const otpPrefix: Validator = (value) =>
  blank(value) || /^[0-9A-Z]{1,3}$/.test(String(value)) ? undefined : 'validation.otpPrefix';

export const otpContent: Validator = (value) => {
  if (blank(value)) return undefined;
  const text = String(value);
  if (!text.includes('{otp}')) return 'validation.otpContentPlaceholder';
  for (const [placeholder] of text.matchAll(/\{([^{}\s]{1,20})\}/g)) {
    if (placeholder !== '{otp}' && placeholder !== '{ref}') return 'validation.otpContentUnknownPlaceholder';
  }
  return undefined;
};
