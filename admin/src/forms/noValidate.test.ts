import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx$/.test(name) && !name.includes('.test.') ? [path] : [];
  });

describe('forms', () => {
  // Chromium's own bubbles speak the browser's language, not the console's: our validators only.
  it('leave validation to the translated validators (noValidate on every form)', () => {
    const srcDir = join(__dirname, '..');
    const withoutNoValidate = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(Form|SimpleForm|TabbedForm)\b[^>]*>/g)]
        .filter((match) => !/\bnoValidate\b/.test(match[0]))
        .map((match) => `${file.slice(srcDir.length + 1)}: ${match[0]}`),
    );
    expect(withoutNoValidate).toEqual([]);
  });
});
