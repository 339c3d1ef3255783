import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where tests find PostgreSQL and Redis (the machine's own services by default). */
const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Creates this run's database and hands its address to every test file (test files
 * migrate it, see utils/database.ts: Jest's global setup cannot load the ESM sources).
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `engage_test_${runId}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  Object.assign(process.env, {
    NODE_ENV: 'test',
    TEST_DATABASE_NAME: database,
    TEST_POSTGRES_URL,
    DATABASE_URL: Object.assign(new URL(TEST_POSTGRES_URL), { pathname: `/${database}` }).toString(),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `engage_test_${runId}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BCRYPT_COST: '4',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SERVE_ADMIN: 'false',
    LOG_LEVEL: 'silent',
  });
}
