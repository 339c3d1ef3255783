import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { createDataSource } from './data-source.js';
import { generateMigration, MIGRATIONS_DIR, MigrationGenerateError } from './generate-migration.js';
import { seedDemo } from './seeds/demo.seed.js';

export const USAGE = `usage: node dist/backend/src/cli.js <command>
  migrate [--seed]            apply pending migrations; --seed also adds the demo data once
  migration:generate <Name>   write ${MIGRATIONS_DIR}/<timestamp>-<Name>.ts from the entities`;

/**
 * The database commands behind `npm run migrate`, `npm run seed` and `npm run
 * migration:generate` (and `npm start`, which runs `migrate --seed`). They touch PostgreSQL
 * only, so the settings the API needs for Redis and tokens get stand-ins when absent.
 * Returns the exit code; `print` receives what the command reports.
 */
export async function runDatabaseCommand(
  [command, ...args]: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  if (command !== 'migrate' && command !== 'migration:generate') {
    print(USAGE);
    return 2;
  }
  const config = loadConfig({ REDIS_URL: 'redis://unused', JWT_SECRET: 'unused-'.repeat(5), ...env });
  const dataSource = await createDataSource({ ...config, databasePoolSize: 2 }).initialize();
  try {
    if (command === 'migration:generate') {
      if (!args[0]) throw new MigrationGenerateError('give the migration a name');
      const file = await generateMigration(dataSource, args[0], join(config.appRoot, MIGRATIONS_DIR));
      print(
        file ? `Wrote ${file}: review it, then run npm run migrate.` : 'The entities match the database: nothing to generate.',
      );
      return 0;
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    print(applied.length ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
    if (args.includes('--seed')) {
      const seeded = await seedDemo(dataSource, config.bcryptCost);
      if (seeded.created) {
        print('Demo data created. Sign in with:');
        for (const login of seeded.logins) print(`  ${login.role.padEnd(6)} ${login.email} / ${login.password}`);
      }
    }
    return 0;
  } finally {
    await dataSource.destroy();
  }
}
