import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '../..');

/** Every source file the worker's entry point reaches, and the packages they import. */
function importGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) {
        const target = resolve(dirname(file), fileName.replace(/\.js$/, '.ts'));
        if (existsSync(target)) visit(target);
      } else if (!fileName.startsWith('node:') && !builtinModules.includes(fileName)) {
        const parts = fileName.split('/');
        packages.add(fileName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
  };
  visit(join(root, entry));
  return { files: files.map((file) => relative(root, file)), packages };
}

describe('the worker as a process of its own', () => {
  const graph = importGraph('workers/src/main.ts');

  it('declares in workers/package.json every package it imports', () => {
    const declared = Object.keys(JSON.parse(readFileSync(join(root, 'workers/package.json'), 'utf8')).dependencies ?? {});
    expect([...graph.packages].filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('loads nothing of the HTTP edge: no controller, guard, limiter, JWT or locale messages', () => {
    expect(graph.files.filter((file) => /\.controller\.ts$|auth\.guard|auth\.module|common\/i18n|common\/http/.test(file))).toEqual([]);
    for (const name of ['@nestjs/jwt', '@nestjs/throttler', '@nestjs/platform-express', '@nestjs/swagger']) expect(graph.packages).not.toContain(name);
  });
});
