// The product as the benchmarks run it: built from source, its own PostgreSQL database, its own
// redis-server, the SMSC simulator, the API and the worker as separate processes, and a business
// with an approved sender and credits. Shared by bench:broadcast and bench:otp.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcrypt';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SIM = { systemId: 'bench', password: 'bench123' };
const PASSWORD = 'bench-password';

export const log = (line) => console.log(`[bench] ${line}`);

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `requests` GETs over 10 connections (autocannon) after a warm-up of 30: p50 and p95 of the 2xx answers. */
export async function latency(base, path, token, requests) {
  const run = async (amount) => {
    const times = [];
    const instance = autocannon({
      url: `${base}${path}`,
      connections: 10,
      amount,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status < 300) times.push(responseTime);
    });
    const result = await instance;
    if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return times;
  };
  await run(30);
  const times = await run(requests);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A keyset cursor of a list sorted by createdAt DESC, as the API encodes it: base64url JSON of [field, order, last value, last id]. */
export const cursorOf = (value, id) => Buffer.from(JSON.stringify(['createdAt', 'DESC', value, id])).toString('base64url');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function withClient(url, task) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export async function until(check, what, timeoutMs = 60_000, stepMs = 200) {
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
export function peakMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process has used (user and system), from /proc; 0 once it is gone. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The machine's busy CPU seconds (every core, everything but idle and I/O wait), from /proc/stat. */
function machineBusy() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (ticks.reduce((sum, value) => sum + value, 0) - ticks[3] - ticks[4]) / CLOCK_TICKS;
}

/**
 * Where the CPU went between two samples of `cpuSample(stack)`: each process of the stack, this
 * benchmark process, and the rest of the machine's busy time, which is mostly PostgreSQL.
 */
export function cpuSample(stack) {
  const processes = Object.fromEntries(stack.processes.map((child) => [child.name, cpuOf(child.pid)]));
  return { at: Date.now(), busy: machineBusy(), bench: cpuOf(process.pid), processes };
}

export function cpuReport(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const used = Object.entries(after.processes).map(([name, cpu]) => [name, cpu - (before.processes[name] ?? 0)]);
  used.push(['bench client', after.bench - before.bench]);
  const known = used.reduce((sum, [, cpu]) => sum + cpu, 0);
  used.push(['PostgreSQL and the rest', after.busy - before.busy - known]);
  const parts = used.map(([name, cpu]) => `${name} ${cpu.toFixed(0)} s`).join(', ');
  return `CPU over ${seconds.toFixed(0)} s (2 cores: ${(2 * seconds).toFixed(0)} s at most): ${parts}; busy ${(after.busy - before.busy).toFixed(0)} s`;
}

export async function redisPeakMb(port) {
  const { default: Redis } = await import('ioredis');
  const client = new Redis({ port });
  const info = await client.info('memory');
  client.disconnect();
  return Number(/used_memory_peak:(\d+)/.exec(info)[1]) / 1024 / 1024;
}

/** A JSON call to the API; `auth` is a bearer token or a whole Authorization value. */
export async function api(base, method, path, { token, authorization, body, form, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** `count` distinct Thai mobile numbers and a first name, as a CSV file in `dir`. */
export async function audienceFile(dir, count) {
  const path = join(dir, 'audience.csv');
  const out = createWriteStream(path);
  out.write('mobile,firstName\n');
  for (let i = 0; i < count; i++) {
    if (!out.write(`08${String(10_000_000 + i).padStart(8, '0')},Somchai\n`))
      await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  return path;
}

const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Builds, then starts Redis and the simulator. `startProduct()` migrates and starts the API and
 * the worker; `business(credits)` registers an owner with an approved sender and credits.
 * `stop()` ends every process and drops the database, whatever happened.
 */
export async function startStack({ window = 100, receiptDelayMs = 200 } = {}) {
  const database = `engage_bench_${randomBytes(3).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
  const work = mkdtempSync(join(tmpdir(), 'engage-bench-'));
  const children = [];
  const start = (name, args, env) => {
    // BENCH_NODE_ARGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`) goes to each Node process of
    // the stack: NODE_OPTIONS refuses the profiler's flags.
    if (args[0] === process.execPath) args = [args[0], ...NODE_ARGS, ...args.slice(1)];
    const child = spawn(args[0], args.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.name = name;
    children.push(child);
    return child;
  };

  log('building');
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
  await withClient(SERVER_URL, (db) => db.query(`CREATE DATABASE ${database}`));
  const [redisPort, simPort, simHttpPort, apiPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  start('redis', ['redis-server', '--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  start('simulator', [process.execPath, 'dist/workers/src/simulator/main.js'], {
    SMSC_SIMULATOR_PORT: String(simPort),
    SMSC_SIMULATOR_HTTP_PORT: String(simHttpPort),
    SMSC_SIMULATOR_SYSTEM_ID: SIM.systemId,
    SMSC_SIMULATOR_PASSWORD: SIM.password,
    SMSC_SIMULATOR_LATENCY_MS: '1',
    SMSC_SIMULATOR_RECEIPT_DELAY_MS: String(receiptDelayMs),
    SMSC_SIMULATOR_TPS: '0',
    SMSC_SIMULATOR_INBOX: '0',
  });
  await until(
    () =>
      new Promise((resolve) => {
        const socket = createServer().listen(simPort, '127.0.0.1', () => socket.close(() => resolve(false)));
        socket.on('error', () => resolve(true));
      }),
    'the simulator',
  );

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
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    BCRYPT_COST: '12',
    UPLOAD_DIR: join(work, 'uploads'),
    SMS_DEFAULT_CHANNEL: `smpp://${SIM.systemId}:${SIM.password}@127.0.0.1:${simPort}?tps=0&window=${window}`,
  };
  const base = `http://127.0.0.1:${apiPort}`;
  const stack = {
    base,
    databaseUrl,
    work,
    simPort,
    redisPort,
    api: null,
    worker: null,
    /** Every process the stack started, each with its `name`. */
    processes: children,

    async startProduct() {
      const migrated = spawnSync(process.execPath, ['dist/backend/src/cli.js', 'migrate'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ...env },
      });
      if (migrated.status !== 0) throw new Error('migrate failed');
      if (process.env.BENCH_EXPERIMENT_SQL) await withClient(databaseUrl, (db) => db.query(process.env.BENCH_EXPERIMENT_SQL));
      stack.api = start('api', [process.execPath, 'dist/backend/src/main.js'], env);
      stack.worker = start('worker', [process.execPath, 'dist/workers/src/main.js'], env);
      await until(async () => (await fetch(`${base}/api/health`)).ok, 'the API');
    },

    /** An owner with an approved sender and `credits`, as staff would set it up. */
    async business(credits) {
      const ownerEmail = `owner-${database.slice(-6)}@example.com`;
      // Registration takes a verified phone check (REGISTER_PHONE_OTP): the code is sent as to any
      // registrant; the simulator keeps no inbox here, so the check is marked verified in the database.
      const check = await api(base, 'POST', '/jwt/register/otp', { body: { phone: '0812345678' } });
      await withClient(databaseUrl, (db) =>
        db.query(`UPDATE otp_requests SET status = 'verified', verified_at = now() WHERE id = $1`, [check.token]),
      );
      const owner = await api(base, 'POST', '/jwt/register', {
        body: {
          firstName: 'Bench',
          lastName: 'Owner',
          email: ownerEmail,
          phone: '0812345678',
          password: PASSWORD,
          allowOffer: false,
          termsConditions: true,
          otpToken: check.token,
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
        body: { accountId, credits, amount: credits * 0.25, kind: 'standard' },
      });
      return {
        accountId,
        sender: 'BenchShop',
        token: owner.accessToken,
        /** Access tokens live 10 minutes: a fresh one for long runs. */
        signIn: async () =>
          (await api(base, 'POST', '/jwt/login', { body: { email: ownerEmail, password: PASSWORD } })).accessToken,
      };
    },

    /** The body of a send to a file of `count` recipients, the file uploaded as an operator would. */
    async fileSend(token, count) {
      const file = await audienceFile(work, count);
      const form = new FormData();
      form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'audience.csv');
      const upload = await api(base, 'POST', '/api/uploads', { token, form });
      const send = {
        senderName: 'BenchShop',
        message: 'Hello {{firstName}}, your order has shipped',
        fileId: upload.id,
        phoneColumn: 'mobile',
        variables: { firstName: 'firstName' },
        kind: 'transactional',
      };
      return send;
    },

    async stop() {
      // The product first, Redis last: a worker stopping still talks to its queues.
      for (const child of children.reverse()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      // BENCH_KEEP_DATABASE=1 leaves the database to look into (EXPLAIN): drop it yourself afterwards.
      if (process.env.BENCH_KEEP_DATABASE) console.log(`[bench] kept database ${database}`);
      else
        await withClient(SERVER_URL, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
      rmSync(work, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * `rate` requests a second for `seconds`, evenly spaced (request i is due at i / rate s), over
 * keep-alive connections opened as needed; `next(i)` gives the i-th request's path and body.
 * Each time runs from when the request was due, not from when it left, so a client or server
 * that falls behind shows in the figures. Answers p50/p95, each second's p95 and counts by status.
 *
 * Not autocannon's `overallRate`: it gives each of its connections 1/rate of the rate on its
 * own one-second timer, all started together, so every second's requests left in one burst.
 */
export async function atRate(base, rate, seconds, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const times = [];
  const bySecond = [];
  const statuses = {};
  let errors = 0;
  let started = 0;
  const send = (i, due) =>
    new Promise((resolve) => {
      const { path, method = 'GET', body, headers = {} } = next(i);
      const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          times.push(performance.now() - due);
          (bySecond[Math.floor((due - started) / 1000)] ??= []).push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });
  started = performance.now();
  const pending = [];
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i, due));
  }
  await Promise.all(pending);
  agent.destroy();
  const round = (value) => Math.round(value * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    statuses,
    errors,
    sent: times.length,
    /** p95 of each second's requests, by when they were due. */
    p95BySecond: bySecond.map((second) => round(percentile(second ?? [0], 95))),
  };
}
