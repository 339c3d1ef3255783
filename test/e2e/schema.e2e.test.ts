import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Column, DataSource, Entity, type MigrationInterface } from 'typeorm';
import { TenantEntity } from '../../backend/src/common/tenancy/tenant-entity.js';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { runDatabaseCommand } from '../../backend/src/database/commands.js';
import { createDataSource, dataSourceOptions, ENTITIES } from '../../backend/src/database/data-source.js';
import { DEMO_LOGINS } from '../../backend/src/database/seeds/demo.seed.js';
import { generateMigration, pendingSchemaChanges } from '../../backend/src/database/generate-migration.js';
import { MIGRATIONS } from '../../backend/src/database/migrations/index.js';
import { ConsoleNamingStrategy } from '../../backend/src/database/naming-strategy.js';
import { migrate, scratchDatabase } from '../utils/database.js';
import { CREATE_UUID_TIME_ORDERED } from '../../backend/src/database/migrations/1795610000000-TimeOrderedMessageIds.js';

/** What `migration:generate` would write against this database: nothing, when there is no drift. */
async function drift(dataSource: DataSource): Promise<string[]> {
  return (await pendingSchemaChanges(dataSource)).up.map((query) => query.query);
}

/**
 * The schema as PostgreSQL itself describes it, for the entities' tables: columns, every
 * constraint's definition, every index's definition. TypeORM's own diff compares checks
 * and foreign keys by name and indexes by their columns' set only, so this is what sees a
 * changed CHECK list, a partial index's WHERE or a composite index's column order.
 */
async function catalog(dataSource: DataSource, tables: string[]) {
  const columns = (await dataSource.query(
    `SELECT table_name, column_name, data_type, character_maximum_length AS length, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)
      ORDER BY table_name, column_name`,
    [tables],
  )) as unknown[];
  const constraints = (await dataSource.query(
    `SELECT c.relname AS table_name, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relname = ANY($1) ORDER BY 1, 2`,
    [tables],
  )) as unknown[];
  // A partitioned table's own indexes read "ON ONLY" (each partition has its copy); the
  // entities describe the table, partitioned or not (messages: see the Messaging migration).
  const indexes = (await dataSource.query(
    `SELECT tablename AS table_name, indexname AS name, replace(indexdef, ' ON ONLY ', ' ON ') AS definition
       FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1, 2`,
    [tables],
  )) as { name: string }[];
  return { columns, constraints, indexes };
}

describe('schema: the entities are the single source of truth', () => {
  jest.setTimeout(30_000);
  let config: AppConfig;
  let migrated: DataSource;
  const scratch: { drop(): Promise<void> }[] = [];

  beforeAll(async () => {
    config = loadConfig();
    await migrate(config);
    migrated = await createDataSource({ ...config, databasePoolSize: 2 }).initialize();
  });
  // Creating and dropping databases waits for checkpoints: slow when the machine is busy.
  afterAll(async () => {
    await migrated.destroy();
    await Promise.all(scratch.map((database) => database.drop()));
  }, 60_000);

  it('generating a migration against the freshly migrated database yields zero statements', async () => {
    // On failure the received array lists the statements a migration would still need.
    expect(await drift(migrated)).toEqual([]);
  });

  it('the migrations build exactly the schema the entities describe, down to the catalog', async () => {
    const fromEntities = await scratchDatabase('entities');
    scratch.push(fromEntities);
    const synced = await createDataSource(fromEntities.config).initialize();
    try {
      // A function a default calls is the migrations' to create: the schema builder cannot.
      await synced.query(CREATE_UUID_TIME_ORDERED);
      await synced.synchronize();
      const tables = synced.entityMetadatas.map((metadata) => metadata.tableName);
      // Expression indexes (lower(email)) cannot be described to TypeORM: entities declare
      // them by name with `synchronize: false`, the migrations must create them.
      const byNameOnly = synced.entityMetadatas.flatMap((m) => m.indices.filter((i) => !i.synchronize).map((i) => i.name));
      expect(byNameOnly).toEqual(expect.arrayContaining(['uq_users_email', 'uq_users_username']));

      const expected = await catalog(synced, tables);
      const actual = await catalog(migrated, tables);
      expect(actual.indexes.map((index) => index.name)).toEqual(expect.arrayContaining(byNameOnly));
      expect({ ...actual, indexes: actual.indexes.filter((index) => !byNameOnly.includes(index.name)) }).toEqual(expected);
      expect(actual.constraints.length).toBeGreaterThan(10);
    } finally {
      await synced.destroy();
    }
  });

  it('every migration goes down and up again, and the history ends where the entities are', async () => {
    const history = await scratchDatabase('history');
    scratch.push(history);
    const dataSource = await createDataSource(history.config).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      expect(await drift(dataSource)).toEqual([]);
      for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
      const left = (await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      )) as unknown[];
      expect(left).toEqual([]);
      // The previous release's database (first migration only) upgrades to the entities too.
      await dataSource.runMigrations({ transaction: 'each' });
      expect(await drift(dataSource)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('migration:generate writes a reviewed-style migration that brings a new tenant table in line', async () => {
    @Entity('schema_probes')
    class SchemaProbe extends TenantEntity {
      @Column({ type: 'varchar', length: 40 })
      label: string;
    }
    const database = await scratchDatabase('generate');
    scratch.push(database);
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    await writeFile(join(dir, 'index.ts'), "import { A } from './a.js';\n\nexport const MIGRATIONS = [\n  A,\n];\n");
    const dataSource = await new DataSource({
      ...dataSourceOptions(database.config),
      entities: [...ENTITIES, SchemaProbe],
    }).initialize();
    try {
      await expect(generateMigration(dataSource, 'AddProbes', dir)).rejects.toThrow(/pending migrations/);
      await dataSource.runMigrations({ transaction: 'each' });
      await expect(generateMigration(dataSource, 'add probes', dir)).rejects.toThrow(/PascalCase/);

      const file = await generateMigration(dataSource, 'AddProbes', dir, 1_900_000_000_000);
      expect(file).toBe(join(dir, '1900000000000-AddProbes.ts'));
      const source = await readFile(file!, 'utf8');
      // What TenantEntity gives every tenant table, under readable names.
      expect(source).toContain('CONSTRAINT "schema_probes_pkey" PRIMARY KEY ("id")');
      expect(source).toContain(
        'CREATE INDEX "idx_schema_probes_account_id_created_at_id" ON "schema_probes" ("account_id", "created_at", "id")',
      );
      expect(source).toMatch(
        /"schema_probes_account_id_fkey" FOREIGN KEY \("account_id"\) REFERENCES "accounts"\("id"\) ON DELETE CASCADE/,
      );
      expect(await readFile(join(dir, 'index.ts'), 'utf8')).toBe(
        "import { A } from './a.js';\nimport { AddProbes1900000000000 } from './1900000000000-AddProbes.js';\n\nexport const MIGRATIONS = [\n  A,\n  AddProbes1900000000000,\n];\n",
      );

      const generated = (await import(file!)) as Record<string, new () => MigrationInterface>;
      const migration = new generated.AddProbes1900000000000();
      const runner = dataSource.createQueryRunner();
      try {
        await migration.up(runner);
        expect(await drift(dataSource)).toEqual([]);
        await migration.down(runner);
        expect((await drift(dataSource)).length).toBeGreaterThan(0);
      } finally {
        await runner.release();
      }
    } finally {
      await dataSource.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('npm run migrate, seed and migration:generate run the CLI commands that migrate, seed and find no drift', async () => {
    const scripts = (JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const commands = Object.fromEntries(
      ['migrate', 'seed', 'migration:generate'].map((name) => {
        // Each builds the server first, then runs the compiled CLI of a source file that exists.
        const match = /^npm run build:server --silent && node dist\/(\S+)\.js (.+)$/.exec(scripts[name] ?? '');
        expect(match && existsSync(`${match[1]}.ts`)).toBe(true);
        return [name, match![2].split(' ')];
      }),
    );
    expect(commands).toEqual({ migrate: ['migrate'], seed: ['migrate', '--seed'], 'migration:generate': ['migration:generate'] });

    const database = await scratchDatabase('cli');
    scratch.push(database);
    // Only the database is configured: the CLI needs neither Redis nor a token secret.
    const env = { DATABASE_URL: database.config.databaseUrl, BCRYPT_COST: '4', APP_ROOT: tmpdir() };
    const run = async (args: string[]) => {
      const lines: string[] = [];
      const code = await runDatabaseCommand(args, env, (line) => lines.push(line));
      return { code, output: lines.join('\n') };
    };
    expect(await run(commands.seed)).toEqual({
      code: 0,
      output: expect.stringMatching(/^Applied migrations: Foundation.*\nDemo data created/),
    });
    expect(await run(commands.migrate)).toEqual({ code: 0, output: 'Database is up to date.' });
    expect((await run(commands.seed)).output).toBe('Database is up to date.');
    expect(await run([...commands['migration:generate'], 'Nothing'])).toEqual({
      code: 0,
      output: 'The entities match the database: nothing to generate.',
    });
    expect((await run([])).code).toBe(2);

    const seeded = await createDataSource(database.config).initialize();
    try {
      const emails = (await seeded.query('SELECT email FROM users')) as { email: string }[];
      expect(emails.map((row) => row.email)).toEqual(expect.arrayContaining([DEMO_LOGINS.admin.email, DEMO_LOGINS.staff.email]));
    } finally {
      await seeded.destroy();
    }
  });

  it('names what an entity leaves unnamed readably, within the 63 bytes PostgreSQL keeps, and still distinct', () => {
    const naming = new ConsoleNamingStrategy();
    expect(naming.indexName('coupons', ['account_id', 'code'])).toBe('idx_coupons_account_id_code');
    expect(naming.foreignKeyName('coupons', ['campaign_id'])).toBe('coupons_campaign_id_fkey');
    expect(naming.primaryKeyName('coupons')).toBe('coupons_pkey');
    const table = 'redemption_' + 'x'.repeat(50);
    const long = [naming.indexName(table, ['account_id', 'created_at']), naming.indexName(table, ['account_id', 'updated_at'])];
    expect(long.map((name) => Buffer.byteLength(name))).toEqual([63, 63]);
    expect(long[0]).not.toBe(long[1]);
    expect(naming.indexName('coupons', ['code'], 'used_at IS NULL')).toMatch(/^idx_coupons_code_[0-9a-f]{6}$/);
  });
});
