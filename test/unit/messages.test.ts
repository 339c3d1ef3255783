import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deepMerge, Messages, pickLanguage } from '../../backend/src/common/i18n/messages.js';

describe('API messages', () => {
  const messages = new Messages(join(process.cwd(), 'locales'));

  it('picks the first supported language of Accept-Language, English otherwise', () => {
    expect(pickLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(pickLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(pickLanguage('de')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  it('passes over a language the reader refuses (q=0), however it is written', () => {
    expect(pickLanguage('th;q=0, en')).toBe('en');
    expect(pickLanguage('th; Q = 0.000, en;q=0.5')).toBe('en');
    expect(pickLanguage('en;q=0,th;q=0.1')).toBe('th');
    expect(pickLanguage('th;q=0.001')).toBe('th');
    expect(pickLanguage('th;q=0.5')).toBe('th');
    // Any of a range's parameters may be its q; only a parameter that is q itself counts.
    expect(pickLanguage('th;level=1;q=0, en')).toBe('en');
    expect(pickLanguage('th;xq=0, en')).toBe('th');
  });

  it('reads a range by its language, however it is spaced or regioned', () => {
    expect(pickLanguage('th-TH, en')).toBe('th');
    expect(pickLanguage('fr,  th')).toBe('th');
    expect(pickLanguage('TH')).toBe('th');
  });

  it('translates the specification messages', () => {
    expect(messages.t('auth.invalidCredentials')).toBe('Email or Password is Invalid');
    expect(messages.t('auth.emailInUse', 'en')).toBe('This email is already in use.');
    expect(messages.t('auth.invalidRefreshToken', 'th')).toBe('โทเค็นสำหรับต่ออายุไม่ถูกต้อง');
  });

  it('returns the key itself when it is unknown, and knows which keys exist', () => {
    expect(messages.t('auth.noSuchThing')).toBe('auth.noSuchThing');
    expect(messages.has('auth.noSuchThing')).toBe(false);
    expect(messages.has('auth')).toBe(false);
  });
});

/** Built inside each test from files of its own, so every step of loading is under test. */
describe('Messages from locale files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'messages-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'th'));
    writeFileSync(
      join(dir, 'en', 'a.json'),
      JSON.stringify({ errors: { gone: 'Gone', late: 'Too late' }, app: { title: 'Console' } }),
    );
    writeFileSync(join(dir, 'en', 'b.json'), JSON.stringify({ errors: { gone: 'Gone for good' } }));
    writeFileSync(join(dir, 'en', 'notes.txt'), 'not JSON, not a locale');
    writeFileSync(join(dir, 'th', 'a.json'), JSON.stringify({ errors: { gone: 'หายไป' } }));
    // Ten files setting one key: the last by name wins, whatever order the directory lists them in.
    for (const name of ['q', 'c', 'x', 'f', 'k', 'd', 'w', 'h', 'n', 'e']) {
      writeFileSync(join(dir, 'en', `${name}.json`), JSON.stringify({ order: { last: name } }));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the .json files of each language in name order, later files winning', () => {
    const messages = new Messages(dir);
    expect(messages.t('errors.gone')).toBe('Gone for good');
    expect(messages.t('errors.late', 'en')).toBe('Too late');
    expect(messages.t('errors.gone', 'th')).toBe('หายไป');
    expect(messages.t('order.last')).toBe('x');
  });

  it('falls back to English for a key Thai lacks, then to the key', () => {
    const messages = new Messages(dir);
    expect(messages.t('errors.late', 'th')).toBe('Too late');
    expect(messages.t('errors.unknown', 'th')).toBe('errors.unknown');
  });

  it('knows a message from a section, and never walks into a message', () => {
    const messages = new Messages(dir);
    expect(messages.has('errors.gone')).toBe(true);
    expect(messages.has('errors')).toBe(false);
    expect(messages.t('errors')).toBe('errors');
    expect(messages.has('app.title.short')).toBe(false);
    expect(messages.t('app.title.short')).toBe('app.title.short');
    // A message's own characters are not messages ('Console'[0] is 'C').
    expect(messages.has('app.title.0')).toBe(false);
    expect(messages.t('app.title.0')).toBe('app.title.0');
    expect(messages.t('nosuch.deeper.key')).toBe('nosuch.deeper.key');
  });

  it('refuses a __proto__ key instead of replacing a prototype', () => {
    expect(() => deepMerge({}, JSON.parse('{"errors": {"__proto__": {"x": "y"}}}'))).toThrow('errors.__proto__');
  });

  it('refuses a section where a message was, and a message where a section was', () => {
    expect(() => deepMerge({ a: 'text' }, { a: { b: 'c' } })).toThrow(/^Locale key a is both a message and a section$/);
    expect(() => deepMerge({ a: { b: 'c' } }, { a: 'text' })).toThrow(/^Locale key a is both/);
    expect(() => deepMerge({ a: { b: 'c' } }, { a: { b: { c: 'd' } } })).toThrow(/^Locale key a\.b is both/);
    expect(deepMerge({ a: 'old' }, { a: 'new' })).toEqual({ a: 'new' });
  });
});
