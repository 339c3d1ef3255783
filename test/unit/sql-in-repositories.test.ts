import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '../..');

/**
 * SQL lives in a module's `*.repository.ts`, which takes the tenant scope; services hold the
 * business rules and draw transactions with `Transactions` (backend/src/database/). Elsewhere a
 * file may neither hold a DataSource nor run SQL text through `.query(…)` (a TenantScope's
 * `.query('alias')`, a query builder, is not SQL text). The database folder (migrations,
 * seeds, the connection) and the tenant data layer are the repositories' own ground.
 */
const OWN_GROUND = [
  /\.repository\.ts$/,
  /^backend\/src\/database\//,
  /^backend\/src\/common\/tenancy\/tenant-repository\.ts$/,
  // The one list helper: it counts and estimates the lists the repositories build.
  /^backend\/src\/common\/http\/list-query\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** SQL text: a string or template whose text has a space in it (an alias or a key has none). */
function isSqlText(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return /\s/.test(node.text.trim());
  if (ts.isTemplateExpression(node))
    return /\s/.test(node.head.text) || node.templateSpans.some((span) => /\s/.test(span.literal.text));
  return false;
}

/** Where a file holds a DataSource or runs SQL text, as `line: what`. */
export function sqlSites(path: string, text: string): string[] {
  const ast = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const sites: string[] = [];
  const at = (node: ts.Node, what: string) =>
    sites.push(`${ast.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  ast.forEachChild(function visit(node) {
    if (
      ts.isIdentifier(node) &&
      (node.text === 'DataSource' || node.text === 'InjectDataSource') &&
      !ts.isPropertyAccessExpression(node.parent)
    ) {
      at(node, node.text);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      isSqlText(node.arguments[0])
    ) {
      at(node, '.query(<SQL>)');
    }
    node.forEachChild(visit);
  });
  return sites;
}

describe('SQL lives in repositories', () => {
  const files = [...sourceFiles('backend/src'), ...sourceFiles('workers/src')].filter(
    (path) => !OWN_GROUND.some((own) => own.test(path)),
  );
  const holding = new Map(
    files
      .map((path): [string, string[]] => [path, sqlSites(path, readFileSync(join(root, path), 'utf8'))])
      .filter(([, sites]) => sites.length),
  );

  it('finds no DataSource and no SQL text outside repositories', () => {
    const offending = [...holding].map(([path, sites]) => `${path} ${sites.join(', ')}`);
    expect(offending).toEqual([]);
  });

  it('tells SQL from a query builder and a DataSource from talk of one', () => {
    const sites = sqlSites(
      'x.service.ts',
      `import { DataSource } from 'typeorm';
       class X {
         constructor(private readonly dataSource: DataSource) {}
         a() { return this.rows.for(ctx).query('row'); }
         b() { return this.dataSource.query('SELECT 1'); }
         c(id: string) { return manager.query(\`UPDATE t SET a = 1 WHERE id = \${id}\`); }
         d() { return this.repository.query; }
       }`,
    );
    expect(sites).toEqual(['1: DataSource', '3: DataSource', '5: .query(<SQL>)', '6: .query(<SQL>)']);
  });
});
