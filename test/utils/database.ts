import type { AppConfig } from '../../backend/src/config/app-config.js';
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
