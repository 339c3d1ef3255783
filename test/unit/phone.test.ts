import { validateSync } from 'class-validator';
import {
  IsThaiMobile,
  libraryThaiMobile,
  normalizeAnyMobile,
  normalizeThaiMobile,
  thaiMobileSearch,
  usualThaiMobile,
} from '../../backend/src/common/validation/phone.js';

describe('normalizeThaiMobile', () => {
  it.each(['0812345678', '66812345678', '+66812345678', '+66 81-234-5678', '081 234 5678', '0912345678', '0612345678'])(
    'reads %s as E.164',
    (input) => expect(normalizeThaiMobile(input)).toMatch(/^\+66[689]\d{8}$/),
  );

  it('keeps the digits', () => {
    expect(normalizeThaiMobile('081-234-5678')).toBe('+66812345678');
  });

  it.each(['12345', '021234567', '+14155552671', 'call me', '08123456789'])('refuses %s', (input) => {
    expect(normalizeThaiMobile(input)).toBeNull();
  });
});

describe('thaiMobileSearch', () => {
  it.each([
    ['081-234-5678', '+66812345678'],
    ['+66 81 234 5678', '+66812345678'],
    ['0812', '+66812'],
    ['081-2', '+66812'],
    ['66812', '+66812'],
    ['+66812', '+66812'],
    ['+66 0812', '+66812'],
    ['+', '+'],
    ['0', '+66'],
  ])('reads %s as the start %s of the E.164 number', (input, prefix) => {
    expect(thaiMobileSearch(input)).toEqual({ prefix });
  });

  it('looks for bare digits anywhere in the number', () => {
    expect(thaiMobileSearch('234 5678')).toEqual({ contains: '2345678' });
  });

  it.each(['abc', '%_\\', '08x1', '++66'])('finds nothing for %s', (input) => {
    expect(thaiMobileSearch(input)).toBeNull();
  });
});

describe('normalizeThaiMobile, the usual writings read without the library', () => {
  // Every national number's type is decided by its first four digits: one number per prefix,
  // with varied tails, in each usual writing, read both ways.
  const tails = ['00000', '12345', '99999', '50817'];
  const nationals = Array.from({ length: 10_000 }, (_, prefix) => `${String(prefix).padStart(4, '0')}${tails[prefix % 4]}`);

  it.each(['0', '66', '+66'])('answers as the library does for every prefix written with "%s"', (lead) => {
    const differ = nationals
      .map((national) => `${lead}${national}`)
      .filter((input) => normalizeThaiMobile(input) !== libraryThaiMobile(input));
    expect(differ).toEqual([]);
  });

  it('reads mobiles of each range the library knows, and refuses the rest', () => {
    const read = nationals.filter((national) => normalizeThaiMobile(`0${national}`) !== null);
    // 6x (but 60, 68 and part of 67), 8x, 9x, 14xx: the mobile ranges of the Thai plan.
    expect(read.length).toBeGreaterThan(2_500);
    expect(normalizeThaiMobile('0212345678')).toBe(libraryThaiMobile('0212345678'));
    expect(normalizeThaiMobile('0601234567')).toBeNull();
  });
});

describe('usualThaiMobile, the fast path itself', () => {
  // normalizeThaiMobile answers the same with or without it (the library decides what it
  // leaves); these keep the 0.7 µs path in use for the writings nearly every file has.
  it.each(['0812345678', '66812345678', '+66812345678'])('reads %s without the library', (input) => {
    expect(usualThaiMobile(input)).toBe('+66812345678');
  });

  it.each(['081-234-5678', ' 0812345678', '0212345678', '0601234567', '08123456789'])('leaves %s to the library', (input) => {
    expect(usualThaiMobile(input)).toBeNull();
  });
});

describe('normalizeAnyMobile', () => {
  it.each([
    ['+14155552671', '+14155552671'], // the United States: fixed line or mobile, one range
    ['+447911123456', '+447911123456'],
    [' 0812345678 ', '+66812345678'], // local writing is Thai
    ['+66 81-234-5678', '+66812345678'],
  ])('reads %s as %s', (input, expected) => expect(normalizeAnyMobile(input)).toBe(expected));

  it.each(['+442071234567', '021234567', '+1415', 'call me', ''])('refuses %s (a fixed line, too short, no number)', (input) => {
    expect(normalizeAnyMobile(input)).toBeNull();
  });
});

describe('@IsThaiMobile', () => {
  class Recipient {
    @IsThaiMobile()
    mobile!: unknown;
  }
  const errors = (mobile: unknown) => validateSync(Object.assign(new Recipient(), { mobile }));

  it('accepts a Thai mobile in any usual writing', () => {
    expect(errors('081-234-5678')).toEqual([]);
  });

  it.each(['021234567', '12345', 812345678, null])('refuses %p with the translated key', (mobile) => {
    expect(errors(mobile).map((error) => error.constraints)).toEqual([{ isThaiMobile: 'validation.phone' }]);
  });
});
