import { normalizeThaiMobile } from '../../backend/src/common/validation/phone.js';

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
