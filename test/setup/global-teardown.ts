import { Redis } from 'ioredis';
import pg from 'pg';
import { dropKeysWithPrefix } from '../../scripts/queue-keys.mjs';

/** Drops this run's database and its Bull keys (addresses as global-setup.ts set them). */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_DATABASE_NAME;
  if (database) {
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  const prefix = process.env.QUEUE_PREFIX;
  if (prefix?.startsWith('engage_test_')) {
    const redis = new Redis(process.env.REDIS_URL!);
    await dropKeysWithPrefix(redis, prefix);
    await redis.quit();
  }
}
