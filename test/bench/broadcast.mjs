// npm run bench:broadcast — one send of BENCH_RECIPIENTS (1,000,000) recipients from confirmation
// until every message is final, through SMPP with receipts to the built-in simulator, against
// a raw SMPP client sending straight to the same simulator with the same window, in the same run.
//
// Everything is the real thing and runs from the build: its own PostgreSQL database, its own
// redis-server (so its memory is the send's alone), the simulator, the API and the worker as
// separate processes. The audience is a CSV uploaded through the API, as an operator would.
// Prints messages per second for both and their ratio (goal ≥ 60 %), the peak memory of the
// API and the worker (goal < 512 MB each) and Redis's peak memory (goal < 100 MB).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { rawSmppSend } from './smpp-raw.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1_000_000);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 100);
const RECEIPT_DELAY_MS = 200;
const SIM = { systemId: 'bench', password: 'bench123' };
const PASSWORD = 'bench-password';

const database = `engage_bench_${randomBytes(3).toString('hex')}`;
const ownerEmail = `owner-${database.slice(-6)}@example.com`;
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
const work = mkdtempSync(join(tmpdir(), 'engage-bench-'));
const log = (line) => console.log(`[bench] ${line}`);
const children = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function withClient(url, task) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

function start(name, args, env) {
  const child = spawn(args[0], args.slice(1), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.name = name;
  children.push(child);
  return child;
}

async function until(check, what, timeoutMs = 60_000, stepMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/** Peak resident memory of a process (VmHWM), in MB. */
function peakMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function redisPeakMb(port) {
  const { default: Redis } = await import('ioredis');
  const client = new Redis({ port });
  const info = await client.info('memory');
  client.disconnect();
  return Number(/used_memory_peak:(\d+)/.exec(info)[1]) / 1024 / 1024;
}

async function api(base, method, path, { token, body, form } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The audience: RECIPIENTS distinct Thai mobile numbers and a first name, as a CSV file. */
async function audienceFile() {
  const path = join(work, 'audience.csv');
  const out = createWriteStream(path);
  out.write('mobile,firstName\n');
  for (let i = 0; i < RECIPIENTS; i++) {
    if (!out.write(`08${String(10_000_000 + i).padStart(8, '0')},Somchai\n`))
      await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  return path;
}

async function main() {
  log(`building`);
  const built = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  await withClient(SERVER_URL, (db) => db.query(`CREATE DATABASE ${database}`));
  const [redisPort, simPort, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
  start('redis', ['redis-server', '--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  const simulator = start('simulator', [process.execPath, 'dist/workers/src/simulator/main.js'], {
    SMSC_SIMULATOR_PORT: String(simPort),
    SMSC_SIMULATOR_SYSTEM_ID: SIM.systemId,
    SMSC_SIMULATOR_PASSWORD: SIM.password,
    SMSC_SIMULATOR_LATENCY_MS: '1',
    SMSC_SIMULATOR_RECEIPT_DELAY_MS: String(RECEIPT_DELAY_MS),
    SMSC_SIMULATOR_TPS: '0',
  });
  await until(
    () =>
      new Promise((resolve) => {
        const socket = createServer().listen(simPort, '127.0.0.1', () => socket.close(() => resolve(false)));
        socket.on('error', () => resolve(true));
      }),
    'the simulator',
  );

  log(`raw SMPP client: ${RECIPIENTS.toLocaleString('en')} messages, window ${WINDOW}, until every receipt`);
  const raw = await rawSmppSend({
    host: '127.0.0.1',
    port: simPort,
    ...SIM,
    count: RECIPIENTS,
    window: WINDOW,
    text: 'Hello Somchai, your order has shipped',
  });
  log(`raw: ${raw.perSecond.toFixed(0)} messages/s (${raw.seconds.toFixed(1)} s)`);

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    QUEUE_PREFIX: database,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CHANNEL_SECRET_KEY: randomBytes(32).toString('hex'),
    PORT: String(apiPort),
    SERVE_ADMIN: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    BCRYPT_COST: '12',
    UPLOAD_DIR: join(work, 'uploads'),
    SMS_DEFAULT_CHANNEL: `smpp://${SIM.systemId}:${SIM.password}@127.0.0.1:${simPort}?tps=0&window=${WINDOW}`,
  };
  const migrated = spawnSync(process.execPath, ['dist/backend/src/cli.js', 'migrate'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (migrated.status !== 0) throw new Error('migrate failed');
  const apiProcess = start('api', [process.execPath, 'dist/backend/src/main.js'], env);
  const worker = start('worker', [process.execPath, 'dist/workers/src/main.js'], env);
  const base = `http://127.0.0.1:${apiPort}`;
  await until(async () => (await fetch(`${base}/api/health`)).ok, 'the API');

  // An account with an approved sender and credits, as staff would set it up.
  const owner = await api(base, 'POST', '/jwt/register', {
    body: {
      firstName: 'Bench',
      lastName: 'Owner',
      email: ownerEmail,
      phone: '0812345678',
      password: PASSWORD,
      allowOffer: false,
      termsConditions: true,
    },
  });
  const accountId = owner.userData.accountId;
  const staffEmail = `staff-${database.slice(-6)}@example.com`;
  await withClient(databaseUrl, async (db) => {
    await db.query(
      `INSERT INTO accounts (name, plan, is_platform) VALUES ('Platform', 'enterprise', true) ON CONFLICT DO NOTHING`,
    );
    await db.query(
      `INSERT INTO users (account_id, username, email, first_name, last_name, full_name, role, password_hash)
       SELECT id, 'benchstaff', $1, 'Bench', 'Staff', 'Bench Staff', 'staff', $2 FROM accounts WHERE is_platform`,
      [staffEmail, await bcrypt.hash(PASSWORD, 4)],
    );
  });
  const staff = await api(base, 'POST', '/jwt/login', { body: { email: staffEmail, password: PASSWORD } });
  const sender = await api(base, 'POST', '/api/senders', { token: owner.accessToken, body: { name: 'BenchShop' } });
  await api(base, 'POST', `/api/senders/${sender.id}/approve`, { token: staff.accessToken });
  await api(base, 'POST', '/api/credit-purchases', {
    token: staff.accessToken,
    body: { accountId, credits: RECIPIENTS * 2, amount: RECIPIENTS * 0.25, kind: 'standard' },
  });

  const file = await audienceFile();
  log(`audience file: ${(statSync(file).size / 1e6).toFixed(1)} MB`);
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'audience.csv');
  const upload = await api(base, 'POST', '/api/uploads', { token: owner.accessToken, form });

  const send = {
    senderName: 'BenchShop',
    message: 'Hello {{firstName}}, your order has shipped',
    fileId: upload.id,
    phoneColumn: 'mobile',
    variables: { firstName: 'firstName' },
    kind: 'transactional',
  };
  const analyzed = Date.now();
  const analysis = await api(base, 'POST', '/api/broadcasts/analyze', { token: owner.accessToken, body: send });
  log(
    `analyze: ${analysis.valid.toLocaleString('en')} valid, ${analysis.credits.toLocaleString('en')} credits, in ${((Date.now() - analyzed) / 1000).toFixed(1)} s`,
  );

  log(`confirming the send of ${RECIPIENTS.toLocaleString('en')} recipients`);
  const started = Date.now();
  const created = await api(base, 'POST', '/api/broadcasts', { token: owner.accessToken, body: send });
  log(`confirmed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let last = 0;
  // Access tokens live 10 minutes: sign in again every 5 while the send runs.
  let token = owner.accessToken;
  let signedInAt = Date.now();
  const done = await until(
    async () => {
      if (Date.now() - signedInAt > 5 * 60_000) {
        token = (await api(base, 'POST', '/jwt/login', { body: { email: ownerEmail, password: PASSWORD } })).accessToken;
        signedInAt = Date.now();
      }
      const state = await api(base, 'GET', `/api/broadcasts/${created.id}`, { token });
      if (Date.now() - last > 10_000) {
        last = Date.now();
        log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${state.status}, ${JSON.stringify(state.counts)}`);
      }
      return state.status === 'completed' ? state : null;
    },
    'the send to complete',
    60 * 60_000,
    1_000,
  );
  const seconds = (Date.now() - started) / 1000;
  const product = RECIPIENTS / seconds;
  const [apiPeak, workerPeak, redisPeak] = [peakMb(apiProcess.pid), peakMb(worker.pid), await redisPeakMb(redisPort)];

  console.log('');
  console.log(
    `broadcast of ${RECIPIENTS.toLocaleString('en')} recipients, window ${WINDOW}, receipts after ${RECEIPT_DELAY_MS} ms`,
  );
  console.log(`  raw SMPP client       ${raw.perSecond.toFixed(0).padStart(8)} messages/s  (${raw.seconds.toFixed(1)} s)`);
  console.log(
    `  product, confirm→final ${product.toFixed(0).padStart(7)} messages/s  (${seconds.toFixed(1)} s)  ${((100 * product) / raw.perSecond).toFixed(0)} % of raw (goal ≥ 60 %)`,
  );
  console.log(`  final counts          ${JSON.stringify(done.counts)}`);
  console.log(
    `  peak memory           API ${apiPeak.toFixed(0)} MB, worker ${workerPeak.toFixed(0)} MB (goal < 512 MB each), Redis ${redisPeak.toFixed(1)} MB (goal < 100 MB)`,
  );
  void simulator;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await withClient(SERVER_URL, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });
