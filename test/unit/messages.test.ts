import { join } from 'node:path';
import { Messages, pickLanguage } from '../../backend/src/common/i18n/messages.js';

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
