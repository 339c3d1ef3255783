import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { sign } from '../../backend/src/common/http/signature.js';
import { QUEUES } from '../../backend/src/queue/queues.js';
import { HttpProviderSimulator } from '../../workers/src/simulator/http-provider-simulator.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(180_000);

const PROVIDER = { systemId: 'httpacct', password: 'http-secret-1' };

describe('delivery: an account on an HTTP channel, with receipts through the signed webhook', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let provider: HttpProviderSimulator;
  let staff: Session;
  let admin: Session;
  let sender: string;
  let channelId: string;
  let db: DataSource;

  beforeAll(async () => {
    // The provider takes fewer messages a second than the channel offers, and every fifth request
    // meets 429 besides: a slow machine that never reaches the rate still sees requests refused.
    provider = new HttpProviderSimulator({
      port: 0,
      ...PROVIDER,
      tps: 1_500,
      throttleEvery: 5,
      latencyMs: 2,
      receiptDelayMs: 50,
      record: true,
    });
    await provider.start();
    h = await deliveryHarness('http', {}, { listen: true });
    db = h.api.app.get(DataSource);
    staff = await staffMember(h.api.app, h.api.http);
    admin = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, admin, staff);
    await topUp(h.api.http, staff, admin.accountId, 10_000);
    const channel = await h.api.http
      .post('/api/channels')
      .set(staff.auth)
      .send({
        name: 'HTTP provider',
        type: 'http',
        host: '127.0.0.1',
        port: provider.port,
        ...PROVIDER,
        tps: 4_000,
        window: 4,
        accountId: admin.accountId,
      })
      .expect(201);
    channelId = channel.body.id;
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await provider.stop();
  }, 60_000);

  const post = (body: string, signature?: string, id = channelId) => {
    const req = h.api.http.post(`/api/channels/${id}/receipts`).set('content-type', 'application/json');
    return (signature ? req.set('x-engage-signature', signature) : req).send(body);
  };

  it('sends 3,000 recipients through the provider: every message final by its receipt, none twice, the ledger equals the charges', async () => {
    const before = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    const created = await h.api.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send({
        senderName: sender,
        message: 'Your parcel is on its way',
        recipients: mobiles(3_000, 820_000_000),
        kind: 'transactional',
      })
      .expect(201);
    const done = await eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${created.body.id}`).set(admin.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      120_000,
      500,
    );
    const { counts } = done;
    expect(counts.pending + counts.submitted).toBe(0);
    expect(counts.delivered + counts.undelivered + counts.rejected + counts.expired).toBe(3_000);
    expect(counts.rejected).toBeGreaterThan(0);
    expect(counts.delivered).toBeGreaterThan(2_500);

    const stats = provider.stats();
    expect(stats.throttled).toBeGreaterThan(0);
    expect(stats.duplicates).toBe(0);
    expect(provider.submitted().length).toBe(3_000);
    expect(provider.submitted()[0].to).toMatch(/^66\d{9}$/);
    // Every accepted message got its final state from a receipt, none from expiry.
    const [rows] = await db.query(
      `SELECT count(*) FILTER (WHERE provider_message_id LIKE 'h%')::int AS provider_ids,
              count(*) FILTER (WHERE receipt_stat IS NOT NULL)::int AS receipted,
              coalesce(sum(credits) FILTER (WHERE NOT refunded), 0)::int AS charged
         FROM messages WHERE broadcast_id = $1`,
      [created.body.id],
    );
    expect(rows.provider_ids).toBe(3_000 - counts.rejected);
    expect(rows.receipted).toBe(3_000 - counts.rejected);
    const after = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    expect(before - after).toBe(rows.charged);
  });

  it('refuses receipts that are unsigned, signed with another secret, stale, or for a channel that is not HTTP', async () => {
    const body = JSON.stringify({ receipts: [{ id: 'h0000000001', status: 'DELIVRD', err: '000' }] });
    await post(body).expect(401);
    await post(body, sign('another-secret', body)).expect(401);
    await post(body, sign(PROVIDER.password, body, new Date(Date.now() - 10 * 60_000))).expect(401);
    await post(body, sign(PROVIDER.password, body + ' ')).expect(401);
    await post(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`).expect(401);
    await post(body, sign(PROVIDER.password, body), '3f2b8c1e-0000-4000-8000-000000000000').expect(401);
    const other = await registerAccount(h.api.http);
    const smpp = await h.api.http
      .post('/api/channels')
      .set(staff.auth)
      .send({
        name: 'SMPP',
        type: 'smpp',
        host: '127.0.0.1',
        port: 2775,
        systemId: 'x',
        password: PROVIDER.password,
        accountId: other.accountId,
      })
      .expect(201);
    await post(body, sign(PROVIDER.password, body), smpp.body.id).expect(401);
    const res = await post(body, 'x');
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|signature|channel/i);
  });

  it('queues a signed call once, however often the provider posts it, and applies it once', async () => {
    const [message] = await db.query(
      `SELECT id, provider_message_id FROM messages WHERE status = 'delivered' AND provider_message_id LIKE 'h%' LIMIT 1`,
    );
    const body = JSON.stringify({
      receipts: [{ id: message.provider_message_id, status: 'UNDELIV', err: '001', doneAt: new Date().toISOString() }],
    });
    const signature = sign(PROVIDER.password, body);
    const queue = h.api.app.get<Queue>(getQueueToken(QUEUES.dlr), { strict: false });
    const before = await queue.getJobCounts();
    const answers = await Promise.all([post(body, signature), post(body, signature), post(body, signature)]);
    for (const answer of answers) expect(answer.status).toBe(202);
    expect(answers[0].body).toEqual({ accepted: 1 });
    const after = await queue.getJobCounts();
    const total = (counts: typeof before) => counts.waiting + counts.active + counts.completed + counts.delayed + counts.failed;
    expect(total(after) - total(before)).toBe(1);
    // A late UNDELIV for a delivered message: final states never regress.
    await eventually(async () => (await queue.getJobCounts()).completed > before.completed, 20_000);
    const [row] = await db.query(`SELECT status FROM messages WHERE id = $1`, [message.id]);
    expect(row.status).toBe('delivered');
  });

  it('answers 422, not 500, to a signed body of the wrong shape', async () => {
    for (const body of [
      JSON.stringify({ receipts: 'all' }),
      JSON.stringify({ receipts: [{ id: '', status: 'DELIVRD' }] }),
      JSON.stringify({ receipts: [{ id: 'a', status: 'delivrd\u0000' }] }),
      JSON.stringify({ receipts: Array.from({ length: 1_001 }, (_, i) => ({ id: `x${i}`, status: 'DELIVRD' })) }),
    ]) {
      const res = await post(body, sign(PROVIDER.password, body));
      expect(res.status).toBe(422);
    }
  });
});
