import { registerDecorator, type ValidationOptions } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A Thai mobile number in any usual writing (0812345678, 66812345678, +66 81-234-5678) as
 * E.164 (+66812345678), or null when it is not one.
 */
export function normalizeThaiMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'TH');
  if (!parsed || parsed.country !== 'TH' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

export function IsThaiMobile(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isThaiMobile',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'validation.phone', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && normalizeThaiMobile(value) !== null },
    });
}

/**
 * A mobile number of any country in E.164, or null (local writing is read as Thai). For OTP
 * applications that allow numbers outside Thailand.
 */
export function normalizeAnyMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'TH');
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/**
 * What a person typed to find a stored Thai mobile (E.164), as the part of the number to look
 * for: the start of it when it begins as numbers are written (0812…, 66812…, +66812…, or a
 * whole number in any writing), else its digits anywhere (812345). Null when no number can
 * hold it (letters); empty input is for the caller (no search).
 */
export function thaiMobileSearch(input: string): { prefix: string } | { contains: string } | null {
  const written = input.replace(/[\s().-]/g, '');
  const complete = normalizeThaiMobile(written);
  if (complete) return { prefix: complete };
  const match = /^(\+?)(\d*)$/.exec(written);
  if (!match) return null;
  const [, plus, digits] = match;
  // A trunk 0 after the country code (+66 081…) is not part of the E.164 number.
  if (plus || digits.startsWith('66')) return { prefix: `+${digits.replace(/^660/, '66')}` };
  if (digits.startsWith('0')) return { prefix: `+66${digits.slice(1)}` };
  return { contains: digits };
}
