import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// A string literal shaped like a translation key of one of our namespaces.
const NAMESPACED_KEY = /['"`]((?:app|resources|validation|errors|auth|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_-]+)*)['"`]/g;
// Any dotted literal handed to the admin's translating calls and props, whatever its namespace.
const TRANSLATED_LITERAL =
  /(?:\btranslate\(|\bnotify\(|\b(?:label|title|helperText|primaryText|emptyText|placeholder)=\{?)\s*['"`]([A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g;

/** The keys a source file names, with the pattern that found each. */
function keysNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const keys = [...text.matchAll(NAMESPACED_KEY), ...text.matchAll(TRANSLATED_LITERAL)].map((match) => match[1]!);
  // File names and template prefixes (`resources.${name}.`) are not keys.
  return [...new Set(keys)].filter((key) => !/\.(js|json|ts|tsx|ico|png|svg)$/.test(key) && !key.endsWith('.'));
}

/** The keys of `known` missing for each literal in the named source folders. */
function missingKeys(known: Set<string>, dirs: string[]): string[] {
  const sections = [...known];
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      keysNamed(file)
        // A literal naming a whole section (a prefix passed to a helper) is fine too.
        .filter((key) => !known.has(key) && !sections.some((k) => k.startsWith(`${key}.`)))
        .map((key) => `${relative(root, file)}: ${key}`),
    ),
  );
}

describe('locales', () => {
  const raKeys = flatten(englishMessages as unknown as Tree);
  // English react-admin messages come from the ra-language-english package, Thai ones from ra.json.
  const en = [...flatten(loadLocale(localesDir, 'en')), ...raKeys];
  const th = flatten(loadLocale(localesDir, 'th'));

  it('never shows a plural message (A |||| B) through a label or a translate call without a count', () => {
    const tree = loadLocale(localesDir, 'en');
    const message = (key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    // A literal key as a label, or translated with no options: nothing picks the singular or the
    // plural. (A confirm dialog's title is counted by its translateOptions.)
    const UNCOUNTED = /(?:\blabel=\{?\s*|\btranslate\(\s*)['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]\s*([,)}]?)/g;
    const shown = sourceFiles(join(root, 'admin/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(UNCOUNTED)]
        .filter((match) => match[2] !== ',' && String(message(match[1]!) ?? '').includes('||||'))
        .map((match) => `${relative(root, file)}: ${match[1]}`),
    );
    expect(shown).toEqual([]);
  });

  it('English and Thai have the same files, plus the Thai react-admin pack', () => {
    expect(readdirSync(join(localesDir, 'th')).sort()).toEqual([...readdirSync(join(localesDir, 'en')), 'ra.json'].sort());
  });

  it('every English key has a Thai message and the other way round', () => {
    expect(th.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !th.includes(key))).toEqual([]);
  });

  it('no message is empty, and Thai keeps the placeholders of English', () => {
    // react-admin's English pack, with the ra.* keys of add-ons that it lacks (ra.tiptap) from our files.
    const enFiles = loadLocale(localesDir, 'en') as Tree;
    const enTree = { ...enFiles, ra: { ...((englishMessages as unknown as Tree).ra as Tree), ...((enFiles.ra as Tree | undefined) ?? {}) } };
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

  it('writes Thai without a space between Thai words and a resource or field name', () => {
    const thTree = loadLocale(localesDir, 'th');
    // In react-admin's messages %{name} is a resource's name; elsewhere it may be a person's.
    const messages = th.filter((key) => key.startsWith('ra.')).map((key) => [key, key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], thTree) as string]);
    const spaced = messages.filter(([, text]) => /[\u0E00-\u0E7F] %\{(name|field\w*)\}|%\{name\} [\u0E00-\u0E7F]/.test(text));
    expect(spaced).toEqual([]);
  });

  it('translates every plan name into Thai', () => {
    const plans = (loadLocale(localesDir, 'th').app as Tree).plan as Tree;
    expect(Object.values(plans).filter((name) => !/[\u0E00-\u0E7F]/.test(name as string))).toEqual([]);
  });

  it('covers every react-admin message (no Thai pack exists on npm, ours must be complete)', () => {
    expect(raKeys.filter((key) => !th.includes(key))).toEqual([]);
  });

  it('every key the admin, the API and the worker name exists, in both languages', () => {
    const dirs = ['admin/src', 'backend/src', 'workers/src'];
    expect(missingKeys(new Set(en), dirs)).toEqual([]);
    expect(missingKeys(new Set(th), dirs)).toEqual([]);
  });

  it('finds a key the code names but no file defines', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(
        join(dir, 'src', 'Page.tsx'),
        `translate('app.page.title'); <TextInput label="orders.fields.total" />; throw new Error('errors.gone');`,
      );
      expect(keysNamed(join(dir, 'src', 'Page.tsx')).sort()).toEqual(['app.page.title', 'errors.gone', 'orders.fields.total']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadLocale', () => {
  it('deep-merges files that share a top-level key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      mkdirSync(join(dir, 'en'));
      writeFileSync(join(dir, 'en', 'a.json'), JSON.stringify({ resources: { users: { name: 'Users', fields: { email: 'Email' } } } }));
      writeFileSync(join(dir, 'en', 'b.json'), JSON.stringify({ resources: { users: { fields: { phone: 'Phone' } }, orders: { name: 'Orders' } } }));
      expect(loadLocale(dir, 'en')).toEqual({
        resources: { users: { name: 'Users', fields: { email: 'Email', phone: 'Phone' } }, orders: { name: 'Orders' } },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a key that is a message in one file and a section in another', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      mkdirSync(join(dir, 'en'));
      writeFileSync(join(dir, 'en', 'a.json'), JSON.stringify({ app: { title: 'Console' } }));
      writeFileSync(join(dir, 'en', 'b.json'), JSON.stringify({ app: { title: { short: 'C' } } }));
      expect(() => loadLocale(dir, 'en')).toThrow('app.title');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
