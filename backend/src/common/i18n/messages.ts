import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'en' | 'th';
export const LANGUAGES: Language[] = ['en', 'th'];
export const DEFAULT_LANGUAGE: Language = 'en';

type Tree = { [key: string]: string | Tree };

/**
 * Merges `source` into `target` key by key, at every depth: two files that both hold
 * `resources` or `errors` keep the keys of each. A message and a section under one name is a
 * mistake in the files, reported rather than silently resolved.
 */
export function deepMerge(target: Tree, source: Tree, path = ''): Tree {
  for (const [key, value] of Object.entries(source)) {
    // JSON.parse makes "__proto__" an own key; assigning it would replace the prototype.
    if (key === '__proto__') throw new Error(`Locale key ${path}${key} is not allowed`);
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (existing !== undefined && (typeof existing === 'string') !== (typeof value === 'string')) {
      throw new Error(`Locale key ${path}${key} is both a message and a section`);
    }
    target[key] = typeof value === 'string' ? value : deepMerge((existing as Tree | undefined) ?? {}, value, `${path}${key}.`);
  }
  return target;
}

/** Every file of locales/<lang>/ deep-merged into one tree, as the admin does. */
export function loadLocale(localesDir: string, language: Language): Tree {
  const dir = join(localesDir, language);
  const merged: Tree = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    deepMerge(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree);
  }
  return merged;
}

/**
 * Picks the first supported language of an Accept-Language header, in the order written (browsers
 * write it by preference). A language marked `q=0` is one the reader refuses: it is passed over.
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const [range, ...params] = part.split(';');
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(param))) continue;
    const tag = range.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

export class Messages {
  private readonly trees: Record<Language, Tree>;

  constructor(localesDir: string) {
    this.trees = { en: loadLocale(localesDir, 'en'), th: loadLocale(localesDir, 'th') };
  }

  has(key: string): boolean {
    return typeof this.lookup(this.trees.en, key) === 'string';
  }

  /** Every message directly under a section (`resources.messages.statuses`), by its key, in a language. */
  labels(section: string, language: Language = DEFAULT_LANGUAGE): Record<string, string> {
    const node = this.lookupNode(this.trees.en, section);
    if (!node || typeof node === 'string') return {};
    const keys = Object.keys(node).filter((key) => typeof node[key] === 'string');
    return Object.fromEntries(keys.map((key) => [key, this.t(`${section}.${key}`, language)]));
  }

  /** The message of a key in a language, falling back to English, then to the key itself. */
  t(key: string, language: Language = DEFAULT_LANGUAGE): string {
    return this.lookup(this.trees[language], key) ?? this.lookup(this.trees.en, key) ?? key;
  }

  private lookup(tree: Tree, key: string): string | undefined {
    const node = this.lookupNode(tree, key);
    return typeof node === 'string' ? node : undefined;
  }

  private lookupNode(tree: Tree, key: string): string | Tree | undefined {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) {
      if (!node || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
      node = node[part];
    }
    return node;
  }
}
