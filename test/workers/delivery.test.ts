import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(180_000);

describe('delivery: a send end to end through SMPP to the simulator', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let staff: Session;
  let admin: Session;
  let sender: string;
  let db: DataSource;

  beforeAll(async () => {
    h = await deliveryHarness('e2e', { ratios: { delivered: 0.9, undelivered: 0.05, rejected: 0.03 } });
    db = h.api.app.get(DataSource);
    staff = await staffMember(h.api.app, h.api.http);
    admin = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, admin, staff);
    await topUp(h.api.http, staff, admin.accountId, 50_000);
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const send = async (recipients: string[], extra: Record<string, unknown> = {}) => {
    const res = await h.api.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send({ senderName: sender, message: 'Your parcel is on its way', recipients, kind: 'transactional', ...extra });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const completed = (id: string, timeoutMs: number) =>
    eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${id}`).set(admin.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      timeoutMs,
      500,
    );

  it('sends 10,000 recipients: every message final, none submitted twice, the ledger equals the charges', async () => {
    const before = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    const id = await send(mobiles(10_000));
    const done = await completed(id, 150_000);
    const counts = done.counts;
    expect(counts.pending + counts.submitted).toBe(0);
    expect(counts.delivered + counts.undelivered + counts.rejected + counts.expired).toBe(10_000);
    expect(done.progress).toBe(100);

    const [rows] = await db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status IN ('delivered','undelivered','rejected','expired'))::int AS final,
              count(DISTINCT mobile)::int AS mobiles,
              coalesce(sum(credits) FILTER (WHERE NOT refunded), 0)::int AS charged
         FROM messages WHERE broadcast_id = $1`,
      [id],
    );
    expect(rows).toMatchObject({ n: 10_000, final: 10_000, mobiles: 10_000 });
    // Everything the simulator received was a distinct message, once.
    const stats = h.sim.stats();
    expect(stats.duplicates).toBe(0);
    expect(stats.uniqueSubmits).toBe(stats.submits);
    // The ledger: the reservation and the refunds net to the charges of the messages kept.
    const [ledger] = await db.query(`SELECT sum(delta)::int AS net FROM credit_transactions WHERE reference = $1`, [id]);
    expect(-ledger.net).toBe(rows.charged);
    const after = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    expect(before - after).toBe(rows.charged);
    // Rejected messages were refunded; delivered ones kept their charge.
    const [byStatus] = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'rejected' AND NOT refunded)::int AS unrefunded_rejects,
              count(*) FILTER (WHERE status = 'delivered' AND refunded)::int AS refunded_deliveries
         FROM messages WHERE broadcast_id = $1`,
      [id],
    );
    expect(byStatus).toEqual({ unrefunded_rejects: 0, refunded_deliveries: 0 });
  });

  it("lists a send's messages with E.164 numbers, states, provider ids and raw receipt codes", async () => {
    const id = await send(['0812345678', '0898765432']);
    await completed(id, 30_000);
    const res = await h.api.http
      .get('/api/messages')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ broadcastId: id }), sort: '["seq","ASC"]' })
      .expect(200);
    expect(res.body.map((m: { mobile: string }) => m.mobile)).toEqual(['+66812345678', '+66898765432']);
    for (const message of res.body) {
      expect(['delivered', 'undelivered', 'rejected', 'expired']).toContain(message.status);
      if (message.status !== 'rejected') expect(message.providerMessageId).toEqual(expect.any(String));
      expect(message.receiptStat ?? message.errorCode).toEqual(expect.any(String));
    }
    // The detail's state filter (read through the send's start, not an index of its own).
    for (const message of res.body) {
      const inState = await h.api.http
        .get('/api/messages')
        .set(admin.auth)
        .query({ filter: JSON.stringify({ broadcastId: id, status: message.status }), sort: '["seq","ASC"]' })
        .expect(200);
      expect(inState.body.map((m: { id: string }) => m.id)).toEqual(
        res.body.filter((m: { status: string }) => m.status === message.status).map((m: { id: string }) => m.id),
      );
    }
    const logs = await h.api.http
      .get('/api/messages')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ mobile: '081-234-5678', status: 'completed' }) })
      .expect(200);
    expect(logs.body.some((m: { broadcastId: string }) => m.broadcastId === id)).toBe(true);
  });

  it('a small send is not kept waiting behind a large one', async () => {
    const big = await send(mobiles(8_000, 820_000_000));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = Date.now();
    const small = await send(['0830000001']);
    await completed(small, 30_000);
    const smallSeconds = (Date.now() - started) / 1000;
    const bigNow = (await h.api.http.get(`/api/broadcasts/${big}`).set(admin.auth).expect(200)).body;
    // The small send finished while the big one was still under way.
    expect(bigNow.status).toBe('sending');
    expect(smallSeconds).toBeLessThan(15);
    await completed(big, 150_000);
  });
});
