import { spawn, type ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { freePort, waitFor } from '../runtime/processes.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(180_000);

/** A Redis of this test's own (nothing kept on disk), so restarting it disturbs no other test. */
async function redisServer(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitFor(
    async () => {
      const { default: Redis } = await import('ioredis');
      // No retries of its own: a client left retrying would keep Jest from exiting.
      const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await client.connect();
        await client.ping();
        return true;
      } catch {
        return false;
      } finally {
        client.disconnect();
      }
    },
    10_000,
    'redis-server',
  );
  return child;
}

describe('delivery: Redis restarted in the middle of a send', () => {
  it('loses every queued job with Redis, and the send still completes', async () => {
    const port = await freePort();
    let redis = await redisServer(port);
    const h = await deliveryHarness('redis', {}, { channelTps: 800, redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const staff = await staffMember(h.api.app, h.api.http);
      const admin = await registerAccount(h.api.http);
      const sender = await approvedSender(h.api.http, admin, staff);
      await topUp(h.api.http, staff, admin.accountId, 20_000);
      const res = await h.api.http
        .post('/api/broadcasts')
        .set(admin.auth)
        .send({ senderName: sender, message: 'Restart me', recipients: mobiles(6_000, 850_000_000), kind: 'transactional' })
        .expect(201);
      const db = h.api.app.get(DataSource);
      // Mid-send: some messages out, many still to go.
      await eventually(async () => {
        const [row] = await db.query(
          `SELECT submitted + delivered + undelivered + rejected + expired AS out FROM broadcasts WHERE id = $1`,
          [res.body.id],
        );
        return Number(row.out) > 500;
      }, 60_000);
      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      redis = await redisServer(port); // empty: every job is gone

      const done = await eventually(
        async () => {
          const [row] = await db.query(`SELECT status, pending, submitted FROM broadcasts WHERE id = $1`, [res.body.id]);
          return row.status === 'completed' ? row : null;
        },
        120_000,
        500,
      );
      expect(done).toMatchObject({ pending: 0, submitted: 0 });
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM messages WHERE broadcast_id = $1 AND status IN ('delivered','undelivered','rejected','expired')`,
        [res.body.id],
      );
      expect(n).toBe(6_000);
    } finally {
      await h.close();
      redis.kill('SIGKILL');
    }
  });
});
