#!/usr/bin/env node
// `npm start`: one command from a fresh clone to a running console. Builds what is missing,
// provides PostgreSQL (an embedded server under DATA_DIR) and Redis (a redis-server child)
// when none is configured, applies migrations, seeds the demo once, then runs the API and the
// worker. An app process (API, worker, SMSC simulator) that dies on its own is started again
// with a growing delay; only SIGINT, SIGTERM or SIGHUP stops everything it started, in order,
// within a bounded time. Every child also ends when this process dies, even by SIGKILL.
// `npm run dev` (--dev) also rebuilds the API and the worker when their sources change and
// restarts them.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { hasSetpriv, restartDelay, stopChild, waitForExit } from './processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, APP_ROOT: root };
const dataDir = resolve(root, env.DATA_DIR || 'data');
const dev = process.argv.includes('--dev');
/** Services started here (PostgreSQL, Redis): stopped last, in reverse order. */
const services = [];
/**
 * The node processes (API, worker, SMSC simulator) by name: the running child, if any, and
 * what restarting it needs. Restarted together in dev mode.
 */
const apps = new Map();
let stopping = false;

const log = (message) => console.log(`[start] ${message}`);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(output, ...sourceDirs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sourceDirs.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const serverSources = [join(root, 'backend/src'), join(root, 'workers/src')];

function build() {
  if (isStale(join(root, 'dist/backend/src/main.js'), ...serverSources)) {
    log('building the API and the worker…');
    run('npm', ['run', '--silent', 'build:server']);
  }
  if (isStale(join(root, 'admin/dist/index.html'), join(root, 'admin/src'), join(root, 'locales'))) {
    log('building the admin…');
    run('npm', ['run', '--silent', 'build:admin']);
  }
}

/**
 * A service dying on its own takes everything down with a message that names it: the local
 * Redis keeps nothing on disk, so a new one would have lost every queued job and schedule,
 * and PostgreSQL ends on its own for reasons a restart rarely cures (its log says which).
 */
function watchService(name, child, hint = '') {
  services.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.${hint}`);
    void shutdown(1);
  });
}

async function startLocalRedis() {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  if (found.error || found.status !== 0) {
    console.error('No REDIS_URL and no redis-server found: install Redis (apt-get install redis-server) or set REDIS_URL.');
    process.exit(1);
  }
  mkdirSync(dataDir, { recursive: true });
  const socket = join(dataDir, 'redis.sock');
  rmSync(socket, { force: true });
  const args = ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dataDir, '--save', '', '--appendonly', 'no'];
  // setpriv (util-linux) makes the kernel send SIGTERM to Redis if this process dies.
  const [command, argv] = hasSetpriv() ? ['setpriv', ['--pdeathsig', 'TERM', '--', 'redis-server', ...args]] : ['redis-server', args];
  // Its own session: a terminal's Ctrl-C reaches this script, which stops Redis after the apps.
  const child = spawn(command, argv, { stdio: 'ignore', detached: true });
  watchService('Redis', child);
  for (let i = 0; i < 100 && !existsSync(socket) && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(socket)) throw new Error('redis-server did not start');
  log(`local Redis on ${socket}`);
  env.REDIS_SOCKET = socket;
}

function developmentSecret() {
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Runs one app. Once it has said it is ready (an IPC message), its death is a crash to recover
 * from: logged, then started again after restartDelay(). One that dies before it was ever ready
 * (a configuration error, a port in use) stops everything, as restarting would only repeat it.
 */
function startApp(name, script) {
  const app = apps.get(name) ?? { delay: 0, ready: false };
  apps.set(name, app);
  clearTimeout(app.timer);
  // The IPC channel closes when this process dies, even by SIGKILL: the child then stops itself.
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], {
    cwd: root,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  Object.assign(app, { child, startedAt: Date.now() });
  child.on('message', (message) => message === 'ready' && (app.ready = true));
  child.on('exit', (code, signal) => {
    // Not the app's current child: stopped on purpose (shutdown, a dev rebuild).
    if (stopping || app.child !== child) return;
    app.child = null;
    const how = signal ?? `exit ${code}`;
    if (!app.ready) {
      console.error(`[start] ${name} could not start (${how}); stopping everything.`);
      return void shutdown(code || 1);
    }
    const upMs = Date.now() - app.startedAt;
    app.delay = restartDelay(app.delay, upMs);
    console.error(`[start] ${name} stopped unexpectedly (${how}) after ${Math.round(upMs / 1000)} s up; starting it again in ${app.delay / 1000} s`);
    app.timer = setTimeout(() => {
      if (stopping) return;
      log(`starting the ${name} again`);
      startApp(name, script);
    }, app.delay);
  });
}

function startApps() {
  // The built-in SMSC simulator is the platform's default channel (SMS_DEFAULT_CHANNEL) unless
  // a real one is configured: SMSC_SIMULATOR=off leaves it out.
  const scripts = [
    ...(env.SMSC_SIMULATOR !== 'off' ? [['SMSC simulator', 'dist/workers/src/simulator/main.js']] : []),
    ['API', 'dist/backend/src/main.js'],
    ['worker', 'dist/workers/src/main.js'],
  ];
  for (const [name, script] of scripts) {
    // A fresh start (or a fresh build in dev mode) begins from the shortest delay again.
    if (apps.has(name)) apps.get(name).delay = 0;
    startApp(name, script);
  }
}

/** The API and the worker close within their own bounded time; past it they are killed. */
const APP_STOP_MS = 15_000;
const SERVICE_STOP_MS = 10_000;

async function stopApps() {
  const children = [];
  for (const app of apps.values()) {
    // A restart still waiting is called off; the exit handler ignores a child no longer current.
    clearTimeout(app.timer);
    if (app.child) children.push(app.child);
    app.child = null;
  }
  await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', APP_STOP_MS)));
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping the API and the worker, then Redis and PostgreSQL…');
  await stopApps();
  // PostgreSQL's SIGINT is its fast shutdown: it does not wait for idle sessions.
  for (const { child, stopSignal } of services.reverse()) await stopChild(child, stopSignal ?? 'SIGTERM', SERVICE_STOP_MS);
  process.exit(code);
}

/** Dev mode: rebuild the API and the worker when their sources change, then restart both. */
function watchSources() {
  let timer;
  let busy = false;
  let again = false;
  const rebuild = async () => {
    if (busy) return void (again = true);
    busy = true;
    log('sources changed: rebuilding the API and the worker…');
    const built = spawn('npm', ['run', '--silent', 'build:server'], { cwd: root, env, stdio: 'inherit' });
    const status = await waitForExit(built);
    if (stopping) return;
    if (status.code === 0) {
      await stopApps();
      if (!stopping) startApps();
    } else {
      log('the build failed; the running version stays until the next change');
    }
    busy = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  for (const dir of [...serverSources, join(root, 'locales')]) {
    watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), 300);
    });
  }
  log('dev mode: the API and the worker rebuild and restart when backend/, workers/ or locales/ change (the admin: npm run dev -w admin)');
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void shutdown(0));
  // Reparented means the launcher (npm, a process manager) died without a signal to pass on.
  const launcher = process.ppid;
  setInterval(() => process.ppid !== launcher && void shutdown(1), 1000).unref();
  build();
  if (!env.DATABASE_URL) {
    const postgres = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_POSTGRES_PORT || 55432), log });
    watchService('PostgreSQL', postgres.child, ` Its log: ${postgres.logFile}`);
    services.at(-1).stopSignal = 'SIGINT';
    env.DATABASE_URL = postgres.url;
  }
  if (!env.REDIS_URL && !env.REDIS_SOCKET) await startLocalRedis();
  if (!env.JWT_SECRET && env.NODE_ENV !== 'production') env.JWT_SECRET = developmentSecret();
  env.PORT ??= '3000';
  const migrate = spawn(process.execPath, [join(root, 'dist/backend/src/cli.js'), 'migrate', '--seed'], { cwd: root, env, stdio: 'inherit' });
  const migrated = await waitForExit(migrate);
  if (migrated.code !== 0) throw new Error('migrations failed');
  if (stopping) return;
  startApps();
  if (dev) watchSources();
  log(`console on http://localhost:${env.PORT} (API docs on /api/docs); Ctrl-C stops everything`);
}

main().catch(async (error) => {
  console.error(`[start] ${error.message}`);
  await shutdown(1);
});
