import en from '@locales/en/public.json';
import th from '@locales/th/public.json';

export type Language = 'th' | 'en';

type Tree = { [key: string]: string | Tree };
/** Every dotted path to a message of the tree: a key the files lack fails the type check. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Keys<typeof en.public>;

// Only this page's own file: the admin's other messages would weigh more than the page itself.
const messages: Record<Language, Tree> = { en: en.public, th: th.public };

/**
 * `?lang=` first, then the first of the browser's languages that the page speaks; Thai when
 * the browser names neither (the customers are in Thailand).
 */
export function pickLanguage(search: string, browserLanguages: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'th' || asked === 'en') return asked;
  for (const tag of browserLanguages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'th' || base === 'en') return base;
  }
  return 'th';
}

/** The message of a key with its `%{name}` placeholders filled; English when Thai lacks it. */
export function translate(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  const find = (tree: Tree): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const message = find(messages[language]) ?? find(messages.en) ?? key;
  return message.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
