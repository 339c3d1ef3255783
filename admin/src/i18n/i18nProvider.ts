import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, englishMessages, thaiMessages } from './messages';

/** `<html lang>` follows the language: screen readers, hyphenation and fonts depend on it. */
const setDocumentLanguage = (locale: string): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

/** Logged for every key without a message; the component and browser tests fail on it. */
export const MISSING_KEY_REPORT = 'Missing translation for key';

// Missing keys are not allowed: each one is reported. Server messages arrive already translated
// and are passed as the default (`_`) of translate(), which is not a missing key.
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'th' ? thaiMessages : englishMessages),
  DEFAULT_LOCALE,
  LOCALES,
  {
    onMissingKey: (key: string) => {
      console.error(`${MISSING_KEY_REPORT}: "${key}"`);
      return key;
    },
  },
);

/**
 * English by default, Thai on demand. react-admin keeps the chosen locale in its store
 * (localStorage) and applies it through changeLocale at start, so the choice survives a reload.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    setDocumentLanguage(locale);
  },
};

setDocumentLanguage(polyglot.getLocale());
