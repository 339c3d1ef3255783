import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import enApp from '@locales/en/app.json';
import thApp from '@locales/th/app.json';
import { deepMerge } from './deepMerge';
import { englishMessages, thaiMessages } from './messages';

const flatKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });

describe('messages', () => {
  it('has the same app keys in English and Thai', () => {
    expect(flatKeys(thApp).sort()).toEqual(flatKeys(enApp).sort());
  });

  it('takes English react-admin messages from ra-language-english, and has each of them in Thai', () => {
    expect(englishMessages.ra.action.save).toBe(raEnglish.ra.action.save);
    const thai = new Set(flatKeys(thaiMessages));
    expect(flatKeys(raEnglish).filter((key) => !thai.has(key))).toEqual([]);
  });

  it('keeps the keys of every file that shares a section', () => {
    expect(deepMerge({ resources: { users: { name: 'Users' } } }, { resources: { users: { fields: { email: 'Email' } } } })).toEqual({
      resources: { users: { name: 'Users', fields: { email: 'Email' } } },
    });
    expect(() => deepMerge({ app: 'x' }, { app: { title: 'y' } })).toThrow('app');
  });

  it('defines every key the code names', () => {
    const known = new Set(flatKeys(englishMessages));
    const keyLiteral = /['"`]((?:app|resources|validation|errors|auth|ra)\.[A-Za-z0-9_.-]+)['"`]/g;
    const srcDir = join(__dirname, '..');
    const missing = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(keyLiteral)]
        .map((match) => match[1]!)
        .filter((key) => !key.endsWith('.') && !known.has(key))
        .map((key) => `${key} (${file.slice(srcDir.length + 1)})`),
    );
    expect(missing).toEqual([]);
  });
});
