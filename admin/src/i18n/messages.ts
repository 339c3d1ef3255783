import type { TranslationMessages } from 'react-admin';
import raEnglish from 'ra-language-english';
import enApp from '@locales/en/app.json';
import thApp from '@locales/th/app.json';
import thRa from '@locales/th/ra.json';
import { deepMerge, type MessageTree } from './deepMerge';

// Every file of locales/<lang>/, as the API loads them: a module adds its own file there.
const localeFiles = import.meta.glob<MessageTree>('../../../locales/*/*.json', { eager: true, import: 'default' });

const filesOf = (language: string): MessageTree[] =>
  Object.keys(localeFiles)
    .filter((path) => path.includes(`/locales/${language}/`))
    .sort()
    .map((path) => localeFiles[path]!);

// No Thai pack exists on npm: ours is typed against react-admin's, so a missing key fails tsc.
const thaiRa: TranslationMessages = thRa;

export const englishMessages = deepMerge(raEnglish as unknown as MessageTree, ...filesOf('en')) as unknown as TranslationMessages;
export const thaiMessages = deepMerge(thaiRa as unknown as MessageTree, ...filesOf('th')) as unknown as TranslationMessages;

export const DEFAULT_LOCALE = 'en';

/** Each language is listed under its own name, taken from its own messages. */
export const LOCALES = [
  { locale: 'en', name: enApp.app.language.en },
  { locale: 'th', name: thApp.app.language.th },
];
