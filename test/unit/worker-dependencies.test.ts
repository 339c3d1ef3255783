import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '../..');

/** The modules a file loads when it runs: `import type` and type-only specifiers load nothing. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Every source file the worker's entry point loads, and the packages they import. */
function importGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const fileName of runtimeImports(file)) {
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

  // The domain services it runs throw the shared validation errors and answer the shared list
  // pages and views (common/http's plain helpers); nothing that serves HTTP comes with them.
  it('loads nothing of the HTTP edge: no controller, guard, limiter, filter, JWT or locale messages', () => {
    const edge =
      /\.controller\.ts$|-api\.module\.ts$|auth\.guard|auth\.module|common\/i18n|api-exception\.filter|safe-input\.pipe|admin-static/;
    expect(graph.files.filter((file) => edge.test(file))).toEqual([]);
    for (const name of ['@nestjs/jwt', '@nestjs/platform-express', 'multer'])
      expect(graph.packages).not.toContain(name);
  });
});
