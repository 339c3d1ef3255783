// `npm run test:mutation`: runs Stryker, then drops the databases and Bull keys of jest runs that
// Stryker killed (a timed-out mutant ends its runner before jest's global teardown).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dropKeysWithPrefix } from '../queue-keys.mjs';

const log = resolve('reports/mutation/databases.log');
const report = resolve('reports/mutation/mutation.json');
mkdirSync('reports/mutation/runs', { recursive: true });
rmSync(log, { force: true });
const startedAt = Date.now();

const stryker = spawn('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, MUTATION_DB_LOG: log },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stryker.kill(signal));
const code = await new Promise((done) => stryker.on('exit', (status) => done(status ?? 1)));

// Each run's report kept under the time it ended, for summary.mjs (the score over every run).
if (existsSync(report) && statSync(report).mtimeMs >= startedAt) {
  const kept = resolve('reports/mutation/runs', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  copyFileSync(report, kept);
  console.log(`mutation: report kept as ${kept}`);
}

const runs = readLines(log).map((line) => line.split(' '));
if (runs.length) {
  const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  let dropped = 0;
  for (const [database, prefix] of runs) {
    if (!/^engage_test_\w+$/.test(database)) continue;
    // The run's database and any scratch databases its tests made next to it.
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
      database,
      `${database}\\_%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      dropped += 1;
    }
    await dropKeysWithPrefix(redis, prefix);
  }
  await admin.end();
  await redis.quit();
  console.log(`mutation: ${runs.length} jest runs, ${dropped} leftover databases dropped`);
}
process.exit(code);

function readLines(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
