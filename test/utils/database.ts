import pg from 'pg';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { createDataSource } from '../../backend/src/database/data-source.js';

const MIGRATION_LOCK = 7_246_001;

/**
 * Brings this run's database to the latest migration. Test files run in parallel workers,
 * so an advisory lock lets the first one migrate while the others wait and find it done.
 */
export async function migrate(config: AppConfig): Promise<void> {
  const dataSource = await createDataSource(config).initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

/**
 * A second, empty database next to this run's one, for tests that build a schema their own
 * way (from the entities, or migrating down and up). `drop()` removes it; afterAll must call it.
 */
export async function scratchDatabase(suffix: string): Promise<{ config: AppConfig; drop(): Promise<void> }> {
  const name = `${process.env.TEST_DATABASE_NAME}_${suffix}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(process.env.TEST_POSTGRES_URL!), { pathname: `/${name}` }).toString();
  return {
    config: loadConfig({ ...process.env, DATABASE_URL: url, DATABASE_POOL_SIZE: '2' }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
