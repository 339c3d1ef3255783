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
