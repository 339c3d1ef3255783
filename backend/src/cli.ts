import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createDataSource } from './database/data-source.js';
import { seedDemo } from './database/seeds/demo.seed.js';

/**
 * `node dist/backend/src/cli.js migrate [--seed]`: applies pending migrations and, with
 * --seed, adds the demo data once (printing the demo logins when it does).
 */
async function main(args: string[]) {
  const config = loadConfig();
  const dataSource = await createDataSource(config).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
    if (args.includes('--seed')) {
      const seeded = await seedDemo(dataSource, config.bcryptCost);
      if (seeded.created) {
        console.log('Demo data created. Sign in with:');
        for (const login of seeded.logins) console.log(`  ${login.role.padEnd(6)} ${login.email} / ${login.password}`);
      }
    }
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
