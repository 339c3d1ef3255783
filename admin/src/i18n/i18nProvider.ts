import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, LOCALES, englishMessages, thaiMessages } from './messages';

/**
 * English by default, Thai on demand. react-admin keeps the chosen locale in its store
 * (localStorage), so the choice survives a reload.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'th' ? thaiMessages : englishMessages),
  DEFAULT_LOCALE,
  LOCALES,
  // Server messages arrive already translated and are passed through translate() as is.
  { allowMissing: true },
);
