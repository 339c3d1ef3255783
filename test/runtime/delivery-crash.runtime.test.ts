import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { SmscSimulator } from '../../workers/src/simulator/smsc-simulator.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { migrate } from '../utils/database.js';
import { registerAccount, staffMember } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';
import { SIMULATOR_CREDENTIALS } from '../utils/delivery-harness.js';

/**
 * The worker process killed with SIGKILL three times in the middle of a 20,000-recipient send,
 * as a crash or an out-of-memory kill would: no message is lost, and the only messages the
 * simulator received twice are ones a dead worker had in flight (handed to the gateway, its
 * result not yet written): they are taken again when their lease runs out and sent again, at
 * least once rather than maybe never (docs/messaging.md). Runs against the built worker.
 */
jest.setTimeout(300_000);

const ROOT = join(__dirname, '../..');
const POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('delivery: the worker killed during a send', () => {
  const name = `engage_crash_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: name,
    JWT_SECRET: randomBytes(32).toString('hex'),
    BCRYPT_COST: '4',
    SERVE_ADMIN: 'false',
    LOG_LEVEL: 'silent',
    SMS_SCHEDULER_INTERVAL_MS: '300',
    SMS_STALL_SECONDS: '2',
    SMS_LEASE_SECONDS: '3',
    QUEUE_LOCK_MS: '3000',
    UPLOAD_DIR: join(tmpdir(), `${name}-uploads`),
  };
  let sim: SmscSimulator;
  let api: TestApp;
  let worker: ChildProcess | null = null;

  const startWorker = () => {
    worker = spawn(process.execPath, [join(ROOT, 'dist/workers/src/main.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', process.env.CRASH_DEBUG ? 'inherit' : 'ignore'],
    });
  };
  const killWorker = async () => {
    const dying = worker!;
    dying.kill('SIGKILL');
    if (dying.exitCode === null) await new Promise((resolve) => dying.once('exit', resolve));
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    sim = new SmscSimulator({ port: 0, ...SIMULATOR_CREDENTIALS, latencyMs: 2, receiptDelayMs: 100, record: true });
    await sim.start();
    env.SMS_DEFAULT_CHANNEL = `smpp://${SIMULATOR_CREDENTIALS.systemId}:${SIMULATOR_CREDENTIALS.password}@127.0.0.1:${sim.port}?tps=1500&window=50`;
    Object.assign(process.env, env);
    await migrate(loadConfig({ ...process.env, ...env }));
    api = await bootApp(env);
  }, 60_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) await killWorker();
    await api?.close();
    await sim?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(env.UPLOAD_DIR, { recursive: true, force: true });
  }, 60_000);

  it('loses no message and sends twice only what was in flight at each kill', async () => {
    const staff = await staffMember(api.app, api.http);
    const owner = await registerAccount(api.http);
    const sender = await approvedSender(api.http, owner, staff);
    await topUp(api.http, staff, owner.accountId, 30_000);
    const db = api.app.get(DataSource);
    const out = async (id: string) => {
      const [row] = await db.query(
        `SELECT status, pending, submitted + delivered + undelivered + rejected + expired AS out FROM broadcasts WHERE id = $1`,
        [id],
      );
      return { status: row.status as string, out: Number(row.out) };
    };

    startWorker();
    // 20,000 numbers: more than can be typed, so a file, as an operator would import it.
    const csv = ['mobile', ...Array.from({ length: 2 }, (_, k) => mobiles(10_000, 860_000_000 + k * 10_000)).flat()].join('\n');
    const upload = await api.http
      .post('/api/uploads')
      .set(owner.auth)
      .attach('file', Buffer.from(csv), 'audience.csv')
      .expect(201);
    const created = await api.http
      .post('/api/broadcasts')
      .set(owner.auth)
      .send({ senderName: sender, message: 'Crash test', fileId: upload.body.id, phoneColumn: 'mobile', kind: 'transactional' })
      .expect(201);
    const id = created.body.id as string;

    for (const threshold of [2_000, 7_000, 12_000]) {
      if (process.env.CRASH_DEBUG) console.log('waiting for', threshold, await out(id));
      await eventually(async () => (await out(id)).out >= threshold, 120_000, 100);
      await killWorker();
      await new Promise((resolve) => setTimeout(resolve, 500));
      startWorker();
    }
    await eventually(
      async () => {
        const state = await out(id);
        if (process.env.CRASH_DEBUG) console.log(state);
        return state.status === 'completed';
      },
      200_000,
      2_000,
    );

    const [rows] = await db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status IN ('delivered','undelivered','rejected','expired'))::int AS final
         FROM messages WHERE broadcast_id = $1`,
      [id],
    );
    expect(rows).toEqual({ n: 20_000, final: 20_000 });

    // Numbers the simulator received more than once…
    const seen = new Map<string, number>();
    for (const submit of sim.submitted()) seen.set(submit.destination, (seen.get(submit.destination) ?? 0) + 1);
    const twice = [...seen].filter(([, count]) => count > 1).map(([destination]) => destination);
    // …were all in flight when a worker died: taken again after their lease, so attempts > 1.
    const retaken = await db.query(`SELECT mobile FROM messages WHERE broadcast_id = $1 AND attempts > 1`, [id]);
    const retakenNumbers = new Set(retaken.map((row: { mobile: string }) => row.mobile.replace(/^\+/, '')));
    const notRetaken = twice.filter((destination) => !retakenNumbers.has(destination.replace(/^\+/, '').replace(/^0/, '66')));
    if (process.env.CRASH_DEBUG)
      console.log({
        twice: twice.length,
        retaken: retakenNumbers.size,
        notRetaken: notRetaken.slice(0, 5),
        sample: [...retakenNumbers].slice(0, 3),
      });
    expect(notRetaken).toEqual([]);
    // At most what three kills can leave in flight: chunk jobs × slices × slice size each.
    expect(twice.length).toBeLessThanOrEqual(3 * 4 * 2 * 100);
    expect(seen.size).toBe(20_000);
  });
});
