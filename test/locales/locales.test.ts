import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import englishMessages from 'ra-language-english';
import { loadLocale } from '../../backend/src/common/i18n/messages.js';

const root = process.cwd();
const localesDir = join(root, 'locales');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// A string literal shaped like a translation key of one of our namespaces.
const KEY_LITERAL = /['"`]((?:app|resources|validation|errors|auth|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_-]+)*)['"`]/g;

describe('locales', () => {
  const en = flatten(loadLocale(localesDir, 'en'));
  const th = flatten(loadLocale(localesDir, 'th'));

  it('English and Thai have the same files', () => {
    expect(readdirSync(join(localesDir, 'th')).sort()).toEqual(readdirSync(join(localesDir, 'en')).sort());
  });

  it('every English key has a Thai message and the other way round', () => {
    expect(th.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !th.includes(key))).toEqual([]);
  });

  it('no message is empty, and Thai keeps the placeholders of English', () => {
    const enTree = loadLocale(localesDir, 'en');
    const thTree = loadLocale(localesDir, 'th');
    const get = (tree: Tree, key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree) as string;
    const problems = en.flatMap((key) => {
      const english = get(enTree, key);
      const thai = get(thTree, key);
      const placeholders = english.match(/%\{\w+\}/g) ?? [];
      return [
        ...(thai.trim() === '' && english.trim() !== '' ? [`${key} is empty in Thai`] : []),
        ...placeholders.filter((p) => !thai.includes(p)).map((p) => `${key} lacks ${p} in Thai`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("covers every react-admin message (no Thai pack exists on npm, ours must be complete)", () => {
    const raKeys = flatten(englishMessages as unknown as Tree);
    expect(raKeys.filter((key) => !th.includes(key))).toEqual([]);
  });

  it('every key the code names exists', () => {
    const known = new Set(en);
    const missing: string[] = [];
    for (const dir of ['admin/src', 'backend/src', 'workers/src']) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const match of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
          const key = match[1];
          if (/\.(js|json|ts|tsx)$/.test(key) || key.endsWith('.')) continue;
          // A literal naming a whole section (a prefix passed to a helper) is fine too.
          if (!known.has(key) && !en.some((k) => k.startsWith(`${key}.`))) missing.push(`${relative(root, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
