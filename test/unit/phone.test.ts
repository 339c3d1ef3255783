import { normalizeThaiMobile, thaiMobileSearch } from '../../backend/src/common/validation/phone.js';

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
