#!/usr/bin/env node
// The browser tests' server: the real console (`npm start`) on a database of its own, with
// its own Bull prefix, dropped again when Playwright stops it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dropKeysWithPrefix } from '../../scripts/queue-keys.mjs';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `engage_browser_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${database}`);
const smscPort = process.env.BROWSER_SMSC_PORT ?? '2786';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.BROWSER_TEST_PORT ?? '3100',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: database,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
    // Every test registers and signs in its own people from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The SMSC simulator on ports of its own, answering fast.
    SMSC_SIMULATOR_PORT: smscPort,
    SMSC_SIMULATOR_HTTP_PORT: process.env.BROWSER_SMSC_HTTP_PORT ?? '2787',
    SMSC_SIMULATOR_RECEIPT_DELAY_MS: '200',
    // Every message delivered: by default the simulator refuses 3 % and fails 5 % by a hash of
    // the text, and a coupon's random code then took its message (and its issued count) away
    // now and then. Refusals and failures have their own worker tests.
    SMSC_SIMULATOR_DELIVERED: '1',
    SMSC_SIMULATOR_UNDELIVERED: '0',
    SMSC_SIMULATOR_REJECTED: '0',
    SMS_DEFAULT_CHANNEL: `smpp://engage:engage@127.0.0.1:${smscPort}?window=20`,
    SMS_SCHEDULER_INTERVAL_MS: '1000',
    // A campaign is marketing: the browser tests send it whatever the hour they run at (the
    // quiet-hours rule has its own tests).
    SMS_QUIET_HOURS: 'off',
  },
});

async function dropQueueKeys() {
  const redis = new Redis(redisUrl);
  await dropKeysWithPrefix(redis, database);
  await redis.quit();
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(error.message));
  await dropQueueKeys().catch((error) => console.error(error.message));
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', () => void stop());
