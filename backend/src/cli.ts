import 'reflect-metadata';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createDataSource } from './database/data-source.js';
import { generateMigration, MIGRATIONS_DIR, MigrationGenerateError } from './database/generate-migration.js';
import { seedDemo } from './database/seeds/demo.seed.js';

const USAGE = `usage: node dist/backend/src/cli.js <command>
  migrate [--seed]            apply pending migrations; --seed also adds the demo data once
  migration:generate <Name>   write ${MIGRATIONS_DIR}/<timestamp>-<Name>.ts from the entities`;

/**
 * The database commands (`npm run migrate`, `npm run seed`, `npm run migration:generate`;
 * `npm start` runs `migrate --seed`). They touch PostgreSQL only, so the settings the API
 * needs for Redis and tokens get stand-ins when absent.
 */
async function main([command, ...args]: string[]): Promise<number> {
  if (command !== 'migrate' && command !== 'migration:generate') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ REDIS_URL: 'redis://unused', JWT_SECRET: 'unused-'.repeat(5), ...process.env });
  const dataSource = await createDataSource({ ...config, databasePoolSize: 2 }).initialize();
  try {
    if (command === 'migration:generate') {
      if (!args[0]) throw new MigrationGenerateError('give the migration a name');
      const file = await generateMigration(dataSource, args[0], join(config.appRoot, MIGRATIONS_DIR));
      console.log(
        file ? `Wrote ${file}: review it, then run npm run migrate.` : 'The entities match the database: nothing to generate.',
      );
      return 0;
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
    if (args.includes('--seed')) {
      const seeded = await seedDemo(dataSource, config.bcryptCost);
      if (seeded.created) {
        console.log('Demo data created. Sign in with:');
        for (const login of seeded.logins) console.log(`  ${login.role.padEnd(6)} ${login.email} / ${login.password}`);
      }
    }
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration: ${error.message}`);
    else if (error instanceof MigrationGenerateError) console.error(`migration:generate: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
