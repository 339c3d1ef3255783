import { createHmac } from 'node:crypto';
import { sign, SIGNATURE_TOLERANCE_S, signatureValid } from '../../backend/src/common/http/signature.js';

// Signed calls both ways (an HTTP provider's receipts to us, our OTP notifications to
// customers): what this accepts decides whether a forged or replayed call gets in.

const SECRET = 'shared-secret';
const BODY = Buffer.from('{"id":"1","stat":"DELIVRD"}');
const AT = new Date('2026-11-28T02:00:00Z');
const T = AT.getTime() / 1000;
const hmac = (t: number | string, body: Buffer | string = BODY, secret = SECRET) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

describe('signatures', () => {
  it('signs the time and the raw body together, as t=<seconds>,v1=<hex HMAC-SHA256>', () => {
    expect(sign(SECRET, BODY, AT)).toBe(`t=${T},v1=${hmac(T)}`);
    expect(sign(SECRET, BODY.toString('utf8'), new Date(AT.getTime() + 999))).toBe(`t=${T},v1=${hmac(T)}`);
  });

  it('accepts its own signature, with spaces after the commas and the fields in any order', () => {
    expect(signatureValid(SECRET, sign(SECRET, BODY, AT), BODY, AT)).toBe(true);
    expect(signatureValid(SECRET, `v1=${hmac(T)}, t=${T}`, BODY, AT)).toBe(true);
  });

  it('refuses another body, another secret or another time', () => {
    const header = sign(SECRET, BODY, AT);
    expect(signatureValid(SECRET, header, Buffer.from(`${BODY.toString()} `), AT)).toBe(false);
    expect(signatureValid('other-secret', header, BODY, AT)).toBe(false);
    expect(signatureValid(SECRET, `t=${T + 1},v1=${hmac(T)}`, BODY, AT)).toBe(false);
  });

  it(`takes calls up to ${SIGNATURE_TOLERANCE_S} s old or early, and refuses one second more`, () => {
    const header = sign(SECRET, BODY, AT);
    const after = (seconds: number) => new Date(AT.getTime() + seconds * 1000);
    expect(signatureValid(SECRET, header, BODY, after(SIGNATURE_TOLERANCE_S))).toBe(true);
    expect(signatureValid(SECRET, header, BODY, after(-SIGNATURE_TOLERANCE_S))).toBe(true);
    expect(signatureValid(SECRET, header, BODY, after(SIGNATURE_TOLERANCE_S + 1))).toBe(false);
    expect(signatureValid(SECRET, header, BODY, after(-SIGNATURE_TOLERANCE_S - 1))).toBe(false);
  });

  it.each([
    ['no header', undefined],
    ['a header that is not text', ['t=1']],
    ['an empty header', ''],
    ['no time', `v1=${hmac(T)}`],
    ['no signature', `t=${T}`],
    ['a time that is not a whole number', `t=${T}.5,v1=${hmac(`${T}.5`)}`],
    ['a time beyond safe integers', `t=1e300,v1=${hmac('1e300')}`],
    ['a signature in capitals', `t=${T},v1=${hmac(T).toUpperCase()}`],
    ['a signature one digit short', `t=${T},v1=${hmac(T).slice(1)}`],
    ['a signature with text around it', `t=${T},v1=${hmac(T)}x`],
    ['a signature with text before it', `t=${T},v1=x${hmac(T)}`],
    ['a header over 512 characters', `t=${T},v1=${hmac(T)},${'x'.repeat(512)}`],
  ])('refuses %s', (_name, header) => {
    expect(signatureValid(SECRET, header, BODY, AT)).toBe(false);
  });

  it('takes a header of exactly 512 characters', () => {
    const header = `t=${T},v1=${hmac(T)}`;
    expect(signatureValid(SECRET, `${header},x=${'y'.repeat(512 - header.length - 3)}`, BODY, AT)).toBe(true);
  });
});
