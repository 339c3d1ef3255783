#!/usr/bin/env node
// `npm start`: one command from a fresh clone to a running console. Builds what is missing,
// provides PostgreSQL (embedded PGlite) and Redis (a redis-server child) when none is
// configured, applies migrations, seeds the demo once, then runs the API and the worker.
// Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, APP_ROOT: root };
const dataDir = resolve(root, env.DATA_DIR || 'data');
const stoppers = [];
const children = new Set();
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

function build() {
  if (isStale(join(root, 'dist/backend/src/main.js'), join(root, 'backend/src'), join(root, 'workers/src'))) {
    log('building the API and the worker…');
    run('npm', ['run', '--silent', 'build:server']);
  }
  if (isStale(join(root, 'admin/dist/index.html'), join(root, 'admin/src'), join(root, 'locales'))) {
    log('building the admin…');
    run('npm', ['run', '--silent', 'build:admin']);
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

async function startEmbeddedPostgres() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dir);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 16 });
  await server.start();
  stoppers.push(async () => {
    await server.stop();
    await db.close();
  });
  log(`embedded PostgreSQL (PGlite) on 127.0.0.1:${port}, data in ${dir}`);
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // One PGlite session serves every connection: keep pools small.
  env.DATABASE_POOL_SIZE ??= '3';
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
  const child = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dataDir, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  stoppers.push(() => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))));
  for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50));
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

function startProcess(name, script) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      void shutdown(code || 1);
    }
  });
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    [...children].map((child) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')))),
  );
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}

async function main() {
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  build();
  if (!env.DATABASE_URL) await startEmbeddedPostgres();
  if (!env.REDIS_URL && !env.REDIS_SOCKET) await startLocalRedis();
  if (!env.JWT_SECRET && env.NODE_ENV !== 'production') env.JWT_SECRET = developmentSecret();
  env.PORT ??= '3000';
  const migrate = spawn(process.execPath, [join(root, 'dist/backend/src/cli.js'), 'migrate', '--seed'], { cwd: root, env, stdio: 'inherit' });
  const migrated = await new Promise((done) => migrate.on('exit', done));
  if (migrated !== 0) throw new Error('migrations failed');
  startProcess('API', 'dist/backend/src/main.js');
  startProcess('worker', 'dist/workers/src/main.js');
  log(`console on http://localhost:${env.PORT} (API docs on /api/docs); Ctrl-C stops everything`);
}

main().catch(async (error) => {
  console.error(`[start] ${error.message}`);
  await shutdown(1);
});
