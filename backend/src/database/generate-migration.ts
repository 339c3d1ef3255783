import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { Query } from 'typeorm/driver/Query.js';

export class MigrationGenerateError extends Error {}

/** Where migrations live in the source tree, from the repository root. */
export const MIGRATIONS_DIR = 'backend/src/database/migrations';

// Escaped the way TypeORM's own generator does: DDL is embedded in a template literal.
function literal(query: Query): string {
  const sql = query.query.trimEnd().replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const parameters = query.parameters?.length ? `, ${JSON.stringify(query.parameters)}` : '';
  return `    await q.query(\`${sql}\`${parameters});`;
}

/**
 * The statements TypeORM's schema builder would run to bring the database to the entities:
 * `up` is what a migration must do, `down` undoes it. Empty when schema and entities agree.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: Query[]; down: Query[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return { up: sql.upQueries, down: sql.downQueries.reverse() };
}

/**
 * Writes `<dir>/<timestamp>-<Name>.ts` holding what the entities add to the database
 * `dataSource` points at (which must carry every migration already), and lists it in
 * `<dir>/index.ts`. Returns the file written, or null when there is nothing to migrate.
 */
export async function generateMigration(
  dataSource: DataSource,
  name: string,
  dir: string,
  timestamp = Date.now(),
): Promise<string | null> {
  if (!/^[A-Z][A-Za-z0-9]{0,80}$/.test(name)) {
    throw new MigrationGenerateError(`migration name must be PascalCase letters and digits, got "${name}"`);
  }
  const pending = await dataSource.showMigrations();
  if (pending) throw new MigrationGenerateError('the database has pending migrations: run `npm run migrate` first');
  const { up, down } = await pendingSchemaChanges(dataSource);
  if (!up.length) return null;

  const className = `${name}${timestamp}`;
  const fileName = `${timestamp}-${name}`;
  const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by \`npm run migration:generate\`; reviewed before commit. */
export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(q: QueryRunner): Promise<void> {
${up.map(literal).join('\n')}
  }

  async down(q: QueryRunner): Promise<void> {
${down.map(literal).join('\n')}
  }
}
`;
  const file = join(dir, `${fileName}.ts`);
  await writeFile(file, source, { flag: 'wx' });
  await registerMigration(join(dir, 'index.ts'), className, fileName);
  return file;
}

/** Appends the class to the MIGRATIONS list (the list is explicit, see data-source.ts). */
async function registerMigration(indexFile: string, className: string, fileName: string): Promise<void> {
  const index = await readFile(indexFile, 'utf8');
  const imports = [...index.matchAll(/^import .*\n/gm)];
  const last = imports.at(-1);
  const importEnd = last ? last.index + last[0].length : -1;
  const listEnd = index.lastIndexOf('];');
  if (!last || listEnd < importEnd) throw new Error(`cannot find the MIGRATIONS list in ${indexFile}`);
  const entries = index.slice(importEnd, listEnd).trimEnd();
  const separator = entries.endsWith('[') || entries.endsWith(',') ? '' : ',';
  const updated =
    index.slice(0, importEnd) +
    `import { ${className} } from './${fileName}.js';\n` +
    `${entries}${separator}\n  ${className},\n` +
    index.slice(listEnd);
  await writeFile(indexFile, updated);
}
