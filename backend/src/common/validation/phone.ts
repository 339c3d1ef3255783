import { registerDecorator, type ValidationOptions } from 'class-validator';
import { Metadata } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';

/** The part of the library's numbering plan this file reads (its typings leave it out). */
interface PlanTypes {
  type(name: string): { pattern(): string } | undefined;
}

/** Every number type of the Thai plan but mobile, in the library's own patterns. */
const NOT_MOBILE = [
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'PERSONAL_NUMBER',
  'VOICEMAIL',
  'UAN',
  'PAGER',
  'VOIP',
  'SHARED_COST',
];

const thaiPlan = (() => {
  const metadata = new Metadata(maxMetadata);
  metadata.selectNumberingPlan('TH');
  const plan = metadata.numberingPlan as unknown as PlanTypes;
  const whole = (name: string) => {
    const pattern = plan.type(name)?.pattern();
    return pattern ? new RegExp(`^(?:${pattern})$`) : null;
  };
  return { mobile: whole('MOBILE')!, other: NOT_MOBILE.map(whole).filter((re): re is RegExp => re !== null) };
})();

/** Digits only, with a trunk 0 or the country code: how nearly every number in a file is written. */
const USUAL_WRITING = /^(?:0|\+?66)(\d{9})$/;

/**
 * A send reads every recipient's number, three times (analysis, confirmation, fan-out); the
 * library takes 10 µs a number. A number in the usual writing whose national part is a Thai
 * mobile by the library's own pattern, and no other type, is one: 0.7 µs. Anything else (spaces,
 * dashes, a fixed line, a number the pattern refuses) asks the library, so the answer is the
 * library's either way (phone.test compares the two over every four-digit prefix).
 */
export function usualThaiMobile(input: string): string | null {
  const national = USUAL_WRITING.exec(input)?.[1];
  if (!national || !thaiPlan.mobile.test(national) || thaiPlan.other.some((re) => re.test(national))) return null;
  return `+66${national}`;
}

/**
 * A Thai mobile number in any usual writing (0812345678, 66812345678, +66 81-234-5678) as
 * E.164 (+66812345678), or null when it is not one.
 */
export function normalizeThaiMobile(input: string): string | null {
  return usualThaiMobile(input) ?? libraryThaiMobile(input.trim());
}

/** The library's reading, for any writing. */
export function libraryThaiMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, 'TH');
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
