import { newSecret, secretMatches, sha256, splitToken } from '../../backend/src/modules/auth/secret-token.js';

// Refresh tokens, API keys and sign-in links are `<row id>.<secret>`: what splitToken lets through
// reaches PostgreSQL's uuid parser, and what secretMatches answers decides a session.
const ID = '3f2b8c1e-9a4d-4c6b-8e21-5d7f0a9b1c2d';
const SECRET = 'A'.repeat(20);

describe('secret tokens', () => {
  it('makes a fresh 256-bit secret each time, stored as its SHA-256', () => {
    const first = newSecret();
    const second = newSecret();
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.hash).toBe(sha256(first.secret));
    expect(second.secret).not.toBe(first.secret);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('splits a token into a strict UUID and a secret of 20 to 100 URL-safe characters', () => {
    expect(splitToken(`${ID}.${SECRET}`)).toEqual({ id: ID, secret: SECRET });
    expect(splitToken(`${ID.toUpperCase()}.${SECRET}`)).toEqual({ id: ID.toUpperCase(), secret: SECRET });
    expect(splitToken(`${ID}.${'a-_9'.repeat(25)}`)).toEqual({ id: ID, secret: 'a-_9'.repeat(25) });
    expect(splitToken(`${ID}.${newSecret().secret}`)).not.toBeNull();
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { id: ID, secret: SECRET }],
    ['an object whose text is a token', { toString: () => `${ID}.${SECRET}` }],
    ['an array holding a token', [`${ID}.${SECRET}`]],
    ['no secret', ID],
    ['no dot', `${ID}${SECRET}`],
    ['a secret of 19 characters', `${ID}.${'A'.repeat(19)}`],
    ['a secret of 101 characters', `${ID}.${'A'.repeat(101)}`],
    ['a secret with base64 padding', `${ID}.${SECRET}=`],
    ['a secret with + and /', `${ID}.${'A+/'.repeat(10)}`],
    ['text before the id', `x${ID}.${SECRET}`],
    ['text after the secret', `${ID}.${SECRET} `],
    ['a line break after the secret', `${ID}.${SECRET}\n`],
    ['36 dashes for an id', `${'-'.repeat(36)}.${SECRET}`],
    ['an id with a letter beyond f', `${ID.replace('3f2b', '3g2b')}.${SECRET}`],
    ['an id without dashes', `${ID.replace(/-/g, '')}.${SECRET}`],
    ['an id one digit short', `${ID.slice(1)}.${SECRET}`],
  ])('refuses %s', (_, token) => {
    expect(splitToken(token)).toBeNull();
  });

  it('matches a secret against its stored hash only, and a stored value of another length is a mismatch, not an error', () => {
    const { secret, hash } = newSecret();
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(secret, hash.toUpperCase())).toBe(true);
    expect(secretMatches(`${secret}x`, hash)).toBe(false);
    expect(secretMatches(newSecret().secret, hash)).toBe(false);
    expect(secretMatches(secret, hash.slice(0, 62))).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
    expect(secretMatches(secret, `${hash}00`)).toBe(false);
  });
});
