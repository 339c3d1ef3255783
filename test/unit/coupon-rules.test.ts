import {
  CODE_ALPHABET,
  CODE_RANDOM_MIN,
  CODE_SPARSITY,
  CODE_TOTAL_MAX,
  codeLength,
  maxCodes,
} from '../../backend/src/common/coupons/code-space.js';
import {
  COUPON_TOKEN_LENGTH,
  couponLink,
  couponLinkBase,
  couponSend,
  couponStandIns,
  withCoupon,
} from '../../backend/src/common/coupons/coupon-message.js';
import { analyzeText } from '../../backend/src/common/sms/segments.js';

// The coupon rules the API and the admin share: how long codes are, and how a message is priced
// with stand-ins before its codes exist.

describe('code space', () => {
  it('uses 32 symbols without 0, O, 1 or I', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('takes the shortest random part that keeps the keyspace a thousand times the codes', () => {
    expect(CODE_SPARSITY).toBe(1_000);
    // 32^6 = 1,073,741,824: room for 1,073,741 codes at six characters.
    expect(codeLength(1, '')).toBe(CODE_RANDOM_MIN);
    expect(codeLength(1_073_741, '')).toBe(6);
    expect(codeLength(1_073_742, '')).toBe(7);
    expect(codeLength(32 ** 7 / 1_000, 'AB')).toBe(7);
    expect(codeLength(32 ** 7 / 1_000 + 1, 'AB')).toBe(8);
  });

  it('keeps prefix and random part to 12 characters, or answers null', () => {
    expect(CODE_TOTAL_MAX).toBe(12);
    expect(codeLength(1, 'ABCDEF')).toBe(6);
    expect(codeLength(1, 'ABCDEFG')).toBeNull();
    expect(codeLength(maxCodes('ABCD'), 'ABCD')).toBe(8);
    expect(codeLength(maxCodes('ABCD') + 1, 'ABCD')).toBeNull();
  });

  it('gives the most codes a prefix leaves room for', () => {
    expect(maxCodes('')).toBe(Math.floor(32 ** 12 / 1_000));
    expect(maxCodes('ABCDEF')).toBe(Math.floor(32 ** 6 / 1_000));
    expect(maxCodes('ABCDEF')).toBe(1_073_741);
  });
});

describe('coupon messages', () => {
  const coupon = { id: 'c0ffee00-0000-4000-8000-000000000001', couponCodePrefix: 'TH', codeLength: 8, shortenUrl: true };

  it('links by token under /c/, or under the coupon with shortening off', () => {
    expect(couponLinkBase('https://go.example', coupon)).toBe('https://go.example/c/');
    expect(couponLinkBase('https://go.example', { ...coupon, shortenUrl: false })).toBe(
      `https://go.example/coupon/${coupon.id}/`,
    );
    expect(couponLink('https://go.example/c/', 'TOKEN')).toBe('https://go.example/c/TOKEN');
  });

  it('describes a send: codes as long as prefix and random part together', () => {
    expect(couponSend(coupon, 'camp', 'https://go.example')).toEqual({
      couponId: coupon.id,
      campaignId: 'camp',
      codeLength: 10,
      linkBase: 'https://go.example/c/',
    });
  });

  it('prices with stand-ins of the final length, in GSM-7', () => {
    const send = couponSend(coupon, null, 'https://go.example');
    const standIns = couponStandIns(send);
    expect(standIns.couponCode).toHaveLength(10);
    expect(standIns.couponLink).toHaveLength('https://go.example/c/'.length + COUPON_TOKEN_LENGTH);
    expect(standIns.couponLink.startsWith('https://go.example/c/')).toBe(true);
    expect(analyzeText(`Code ${standIns.couponCode} ${standIns.couponLink}`).encoding).toBe('gsm7');
  });

  it('puts the real code and link in place of the stand-ins, the length unchanged', () => {
    const send = couponSend(coupon, null, 'https://go.example');
    const standIns = couponStandIns(send);
    const priced = `Code ${standIns.couponCode}, again ${standIns.couponCode}: ${standIns.couponLink}`;
    const sent = withCoupon(priced, send, 'THABCDEFGH', 'tok123456789');
    expect(sent).toBe('Code THABCDEFGH, again THABCDEFGH: https://go.example/c/tok123456789');
    expect(sent).toHaveLength(priced.length);
  });
});
