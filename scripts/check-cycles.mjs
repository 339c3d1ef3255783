#!/usr/bin/env node
// `npm run lint` (after ESLint): fails when the source files import each other in a circle,
// and when two backend modules (folders directly under backend/src/modules/) import each other.
// A circle makes load order decide whether a value is defined yet (an entity's relation
// undefined at decoration, a Nest provider missing), and it ties every file on it together:
// none can be read, tested or moved alone. Two modules that import each other, even through
// files that form no circle, are one module in two folders: neither can change, be loaded by
// the worker or be tested without the other. Between modules, dependencies point one way.
//
// Every relative import counts, type-only ones too (a type import still ties two files'
// meaning), but for the admin's type-only imports: the SPA's resources and their shared types
// refer to each other by type and Vite erases them. Dynamic `import()` does not count: it is
// how a feature names its HTTP edge without loading it.
//
// Usage: node scripts/check-cycles.mjs [folder...]   (default: backend/src workers/src admin/src;
// the modules are checked among the files of backend/src/modules/ that the folders include)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/** The files a file imports, each with the specifier as written: `[{ target, specifier }]`. */
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
    if (target) found.push({ target, specifier: specifier.text });
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

const imports = new Map();
for (const folder of folders) for (const file of sourceFiles(join(root, folder))) imports.set(file, importsOf(file));
const graph = new Map([...imports].map(([file, found]) => [file, found.map(({ target }) => target)]));

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

// Modules: an edge from module A to module B for each import of a file of B by a file of A,
// any relative import, type-only included; the first one found is kept to name it.
const modulesDir = join(root, 'backend/src/modules');
/** The module folder a file is in, or null (outside modules/, or a file directly in it). */
function moduleOf(file) {
  const path = relative(modulesDir, file).split(sep);
  return path.length > 1 && path[0] !== '..' ? path[0] : null;
}
const moduleEdges = new Map();
for (const [file, found] of imports) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const { target, specifier } of found) {
    const to = moduleOf(target);
    const key = `${from}\0${to}`;
    if (to && to !== from && !moduleEdges.has(key)) moduleEdges.set(key, `${relative(root, file)} : ${specifier}`);
  }
}
const modulePairs = [];
for (const [key, example] of moduleEdges) {
  const [from, to] = key.split('\0');
  const back = moduleEdges.get(`${to}\0${from}`);
  if (back && from < to) modulePairs.push({ from, to, example, back });
}

for (const component of circles) {
  console.error(`\nimport circle of ${component.length} files, for example:`);
  console.error(`  ${loopIn(component).map((file) => relative(root, file)).join('\n  → ')}`);
}
for (const { from, to, example, back } of modulePairs) {
  console.error(`\nmodules ${from} and ${to} import each other:`);
  console.error(`  ${example}\n  ${back}`);
}
if (!circles.length && !modulePairs.length) {
  console.log(`check-cycles: no import circle among ${graph.size} files, no two modules importing each other`);
  process.exit(0);
}
const found = [
  circles.length ? `${circles.length} import circle(s)` : null,
  modulePairs.length ? `${modulePairs.length} pair(s) of modules importing each other` : null,
].filter(Boolean);
console.error(`\ncheck-cycles: ${found.join(', ')}; make one side point the other way (an event, a relation by table name, or the shared piece moved down)`);
process.exit(1);
