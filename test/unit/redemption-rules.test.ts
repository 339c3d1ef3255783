import { codeState, couponEnd, judgeRedeem, maskMobile, validUntil, type CodeValidity } from '../../backend/src/modules/redemptions/redemption-rules.js';

/** A coupon of December 2026 in ICT, ending 23:59 on the 31st, as the coupon form writes it. */
const december = (overrides: Partial<CodeValidity> = {}): CodeValidity => ({
  couponStatus: 'active',
  startDate: new Date('2026-12-01T00:00:00+07:00'),
  endDate: new Date('2026-12-31T23:59:00+07:00'),
  expiresAt: null,
  redeemed: 0,
  useMaxRedeem: 1,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('the validity rule of redemption (one clock, given)', () => {
  it('keeps a coupon ending 23:59 ICT usable at 23:59:59.999 and expired at 00:00:00', () => {
    expect(judgeRedeem(december(), at('2026-12-31T23:59:59+07:00'))).toBe('redeemed');
    expect(judgeRedeem(december(), at('2026-12-31T23:59:59.999+07:00'))).toBe('redeemed');
    expect(judgeRedeem(december(), at('2027-01-01T00:00:00+07:00'))).toBe('expired');
    expect(couponEnd(december().endDate).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('counts a whole minute even when the end was saved with seconds', () => {
    const code = december({ endDate: new Date('2026-12-31T23:59:59+07:00') });
    expect(judgeRedeem(code, at('2026-12-31T23:59:59.500+07:00'))).toBe('redeemed');
    expect(judgeRedeem(code, at('2027-01-01T00:00:00+07:00'))).toBe('expired');
  });

  it('has not started a millisecond before its start, and has at its start', () => {
    expect(judgeRedeem(december(), at('2026-11-30T23:59:59.999+07:00'))).toBe('not_started');
    expect(judgeRedeem(december(), at('2026-12-01T00:00:00+07:00'))).toBe('redeemed');
  });

  it('ends a code at its own expiry when that comes first', () => {
    const code = december({ expiresAt: new Date('2026-12-10T12:00:00+07:00') });
    expect(judgeRedeem(code, at('2026-12-10T11:59:59+07:00'))).toBe('redeemed');
    expect(judgeRedeem(code, at('2026-12-10T12:00:00+07:00'))).toBe('expired');
    expect(validUntil(code)).toEqual(code.expiresAt);
    expect(validUntil(december())).toEqual(december().endDate);
  });

  it('tells a one-time code used from a multi-use code at its limit', () => {
    const now = at('2026-12-15T12:00:00+07:00');
    expect(judgeRedeem(december({ redeemed: 1 }), now)).toBe('already_used');
    expect(judgeRedeem(december({ redeemed: 2, useMaxRedeem: 3 }), now)).toBe('redeemed');
    expect(judgeRedeem(december({ redeemed: 3, useMaxRedeem: 3 }), now)).toBe('limit_reached');
    expect(codeState(december({ redeemed: 1 }), at('2027-02-01T00:00:00+07:00'))).toBe('used');
  });

  it('takes only an active coupon: a draft has not started, an inactive one has ended', () => {
    const now = at('2026-12-15T12:00:00+07:00');
    expect(judgeRedeem(december({ couponStatus: 'draft' }), now)).toBe('not_started');
    expect(judgeRedeem(december({ couponStatus: 'inactive' }), now)).toBe('expired');
  });

  it('masks a phone as 081-XXX-5678', () => {
    expect(maskMobile('+66812345678')).toBe('081-XXX-5678');
    expect(maskMobile(null)).toBeNull();
  });
});
