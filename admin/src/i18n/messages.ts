import type { TranslationMessages } from 'react-admin';
import enApi from '@locales/en/api.json';
import enApp from '@locales/en/app.json';
import enRa from '@locales/en/ra.json';
import thApi from '@locales/th/api.json';
import thApp from '@locales/th/app.json';
import thRa from '@locales/th/ra.json';

// Typed as TranslationMessages so that a react-admin key missing from a ra.json fails tsc.
export const englishMessages: TranslationMessages = { ...enRa, ...enApi, ...enApp };
export const thaiMessages: TranslationMessages = { ...thRa, ...thApi, ...thApp };

export const DEFAULT_LOCALE = 'en';

/** Each language is listed under its own name, taken from its own messages. */
export const LOCALES = [
  { locale: 'en', name: enApp.app.language.en },
  { locale: 'th', name: thApp.app.language.th },
];
