// npm run bench:lists — list endpoints at 1,000,000 rows, against /api/health in the same run.
//
// Creates its own database on BENCH_POSTGRES_URL's server, migrates it, seeds one tenant with
// 1,000,000 users among ten tenants (seed.sql, set-based), builds and starts the real API
// process, then sends each request kind REQUESTS times over CONCURRENCY keep-alive connections
// and prints p50/p95 with the goal check (p95 ≤ 50 ms) and, beside it, the ratio to the health
// p95 of the same run. The database is dropped at the end, whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { cursorOf } from './stack.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const GOAL_MS = 50;
const TENANT = '00000000-0000-4000-8000-000000000001';
const PASSWORD = 'bench-password';

// BENCH_DATABASE keeps the seeded database for the next run (seeded once, never dropped).
const kept = process.env.BENCH_DATABASE;
const database = kept ?? `engage_bench_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
const log = (line) => console.log(`[bench] ${line}`);

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Seeds with the secondary indexes dropped and then rebuilt from their own definitions: faster than maintaining them row by row. */
async function seed() {
  const hash = await bcrypt.hash(PASSWORD, 4);
  await withClient(databaseUrl, async (db) => {
    const { rows: indexes } = await db.query(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename = 'users'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const { name } of indexes) await db.query(`DROP INDEX "${name}"`);
    let started = Date.now();
    await db.query(readFileSync(join(ROOT, 'test/bench/seed.sql'), 'utf8').replaceAll(":'hash'", db.escapeLiteral(hash)));
    log(`seeded 1,090,000 users in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    started = Date.now();
    await db.query(`SET maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await db.query(definition);
    await db.query('VACUUM ANALYZE users');
    await db.query('VACUUM ANALYZE accounts');
    log(`rebuilt ${indexes.length} indexes and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}

function startApi() {
  const child = spawn(process.execPath, ['dist/backend/src/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: database,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_ADMIN: 'false',
      API_DOCS: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  return child;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the API exited before answering');
    const res = await request('GET', '/api/health').catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not answer /api/health within 60 s');
}

/**
 * REQUESTS requests over CONCURRENCY connections after a warm-up; every answer must be 200.
 * `path` is one path, or the path of the i-th request.
 */
async function measure(path, token) {
  const times = [];
  let next = 0;
  const total = WARMUP + REQUESTS;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const url = typeof path === 'function' ? path(index) : path;
      const started = process.hrtime.bigint();
      const res = await request('GET', url, { token });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 200)}`);
      if (index >= WARMUP) times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

const list = (params) => `/api/users?${new URLSearchParams(params).toString()}`;

/**
 * The search the bench measures: right rows (the same as a plain ILIKE), its count capped, and,
 * for a rare word, its count read on the trigram index (a common word's may walk the newest rows).
 */
async function checkSearch(q, token) {
  const res = await request('GET', list({ filter: JSON.stringify({ q }), range: '[0,99]' }), { token });
  const rows = JSON.parse(res.text);
  const total = Number(/\/(\d+)/.exec(res.headers['content-range'])[1]);
  return withClient(databaseUrl, async (db) => {
    // The text USER_LIST's search reads, as the SearchDocuments migration indexes it.
    const where = `account_id = $1 AND (coalesce(username, '') || E'\\n' || coalesce(full_name, '') || E'\\n' || coalesce(email, '')) ILIKE $2`;
    const pattern = `%${q}%`;
    const {
      rows: [{ n }],
    } = await db.query(`SELECT count(*)::int AS n FROM users WHERE ${where}`, [TENANT, pattern]);
    const plan = (
      await db.query(`EXPLAIN SELECT count(*) FROM (SELECT id FROM users WHERE ${where} LIMIT 1001) c`, [TENANT, pattern])
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const lower = q.toLowerCase();
    const right = rows.every((row) => [row.fullName, row.username, row.email].some((text) => text.toLowerCase().includes(lower)));
    const index = /idx_users_search\b/.test(plan);
    log(
      `search ${JSON.stringify(q)}: ${total} rows (SQL ILIKE: ${n}), every row matches: ${right}, counted on the trigram index: ${index}`,
    );
    // A search counts to 1,000 (FILTERED_COUNT_CAP in list-params.ts) and says "1000+" beyond.
    if (!right || total !== Math.min(n, 1_000) || (n < 1_000 && !index)) throw new Error(`search ${q} is wrong:\n${plan}`);
  });
}

async function main() {
  const exists = await withClient(SERVER_URL, async (db) => {
    const { rowCount } = await db.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [database]);
    if (!rowCount) await db.query(`CREATE DATABASE ${database}`);
    return rowCount > 0;
  });
  let api;
  try {
    log(`building the server and migrating ${database}…`);
    run('npm', ['run', 'build:server', '--silent']);
    run(process.execPath, ['dist/backend/src/cli.js', 'migrate'], { DATABASE_URL: databaseUrl });
    if (!exists) await seed();
    api = startApi();
    await waitForHealth(api);
    const login = await request('POST', '/jwt/login', { body: { email: 'u1@t1.example.com', password: PASSWORD } });
    if (login.status !== 200 && login.status !== 201) throw new Error(`login answered ${login.status}: ${login.text}`);
    const token = JSON.parse(login.text).accessToken;

    const deep = await withClient(databaseUrl, (db) =>
      db.query(`SELECT created_at, id FROM users WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET 900000 LIMIT 1`, [
        TENANT,
      ]),
    );
    const day = 86_400_000;
    const now = Date.now();
    await checkSearch('สมชายใจดี', token);
    await checkSearch('สมชาย', token);
    await checkSearch('john smith', token);

    const scenarios = [
      ['health (baseline)', '/api/health'],
      ['authenticated profile', '/profile/data', true],
      ['users: first page', list({ range: '[0,9]' }), true],
      // A deep page chooses its ids on the (account, created_at, id) index, walking past every
      // row before it, then reads its ten rows: the same page again, and pages asked once each.
      ['users: page 5,000', list({ range: '[49990,49999]' }), true],
      ['users: pages 6,000 down to 5,340, each once', (i) => list({ range: `[${59990 - 20 * i},${59999 - 20 * i}]` }), true],
      // Page 6,000 of a list asked once (a filter that every user passes, a second apart in
      // each request): nothing read before it, every row before the page is walked.
      [
        'users: page 6,000 jumped to cold',
        (i) =>
          list({
            range: '[59990,59999]',
            filter: JSON.stringify({ createdAt_lte: new Date(Date.UTC(2100, 0, 1) + i * 1000).toISOString() }),
          }),
        true,
      ],
      [
        'users: keyset at row 900,000',
        list({ range: '[0,9]', cursor: cursorOf(deep.rows[0].created_at.toISOString(), deep.rows[0].id) }),
        true,
      ],
      ['users: search Thai "สมชายใจดี"', list({ filter: JSON.stringify({ q: 'สมชายใจดี' }) }), true],
      ['users: search Latin "john smith"', list({ filter: JSON.stringify({ q: 'john smith' }) }), true],
      ['users: search Thai "สมชาย" (13k hits)', list({ filter: JSON.stringify({ q: 'สมชาย' }) }), true],
      ['users: filter role=operator', list({ filter: JSON.stringify({ role: 'operator' }) }), true],
      [
        'users: createdAt 100-day range',
        list({
          filter: JSON.stringify({
            createdAt_gte: new Date(now - 400 * day).toISOString(),
            createdAt_lte: new Date(now - 300 * day).toISOString(),
          }),
        }),
        true,
      ],
    ];
    // One unmeasured pass over every fixed request first. Health, measured first, was otherwise
    // measured in a process still compiling the code that every later request runs as well: on
    // 2026-11-29 its p50 was 19.6 ms over its first 300 requests and 10.1 ms 1,300 requests
    // later, so every ratio below was taken against a slow baseline. The pages asked once stay
    // out of it: their point is that nothing read them before.
    log('warming up: every fixed request once over…');
    for (const [, path, auth] of scenarios) if (typeof path === 'string') await measure(path, auth ? token : undefined);
    const results = [];
    for (const [name, path, auth] of scenarios) {
      const result = await measure(path, auth ? token : undefined);
      results.push({ name, ...result });
      log(`${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
    }

    const health = results[0].p95;
    console.log(
      `\n${REQUESTS} requests each (after a warm-up pass over every fixed request, and ${WARMUP} more) at ${CONCURRENCY} concurrent connections; 1,000,000 users in the tenant, 1,090,000 in the table\n`,
    );
    console.log(`| request | p50 ms | p95 ms | p95 / health | goal |`);
    console.log(`|---|---:|---:|---:|---|`);
    let failed = 0;
    for (const { name, p50, p95 } of results) {
      // The goal is the lists'; health and the profile are there for the ratio and the guard's cost.
      const goal = !name.startsWith('users:') ? '—' : p95 <= GOAL_MS ? 'ok' : (failed++, 'over');
      console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${(p95 / health).toFixed(2)} | ${goal} |`);
    }
    const guard = results[1];
    console.log(
      `\nGuard's cost (authenticated profile − health): p50 ${(guard.p50 - results[0].p50).toFixed(1)} ms, p95 ${(guard.p95 - health).toFixed(1)} ms`,
    );
    console.log(
      `Goal: every list request's p95 ≤ ${GOAL_MS} ms (the ratio to the health p95 of the same run is printed, not a goal): ${failed ? `${failed} over` : 'met'}`,
    );
  } finally {
    agent.destroy();
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    if (!kept) {
      await withClient(SERVER_URL, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      log(`dropped ${database}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
