#!/usr/bin/env node
// `npm run lint` (after ESLint): fails when the source files import each other in a circle.
// A circle makes load order decide whether a value is defined yet (an entity's relation
// undefined at decoration, a Nest provider missing), and it ties every file on it together:
// none can be read, tested or moved alone.
//
// Every relative import counts, type-only ones too (a type import still ties two files'
// meaning), but for the admin's type-only imports: the SPA's resources and their shared types
// refer to each other by type and Vite erases them. Dynamic `import()` does not count: it is
// how a feature names its HTTP edge without loading it.
//
// Usage: node scripts/check-cycles.mjs [folder...]   (default: backend/src workers/src admin/src)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['backend/src', 'workers/src', 'admin/src'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** `./x.js` as written in an ESM TypeScript import, to the file it names. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const typesCount = !file.startsWith(join(root, 'admin/'));
  const found = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (!typesCount && isTypeOnly(statement)) continue;
    const target = resolveImport(file, specifier.text);
    if (target) found.push(target);
  }
  return found;
}

function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false; // a side-effect import loads the file
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

const graph = new Map();
for (const folder of folders) for (const file of sourceFiles(join(root, folder))) graph.set(file, importsOf(file));

// Tarjan's strongly connected components: each component of more than one file is a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  order.set(file, index);
  low.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
  }
  if (low.get(file) === order.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) circles.push(component);
  }
}
for (const file of graph.keys()) if (!order.has(file)) visit(file);

/** One shortest way round a component, to show where to cut it. */
function loopIn(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of graph.get(file)) {
      if (next === start) {
        const path = [file];
        while (previous.get(path[0])) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

if (!circles.length) {
  console.log(`check-cycles: no import circle among ${graph.size} files`);
  process.exit(0);
}
for (const component of circles) {
  console.error(`\nimport circle of ${component.length} files, for example:`);
  console.error(`  ${loopIn(component).map((file) => relative(root, file)).join('\n  → ')}`);
}
console.error(`\ncheck-cycles: ${circles.length} import circle(s); make one side point the other way (an event, or the shared piece moved down)`);
process.exit(1);
