import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { newSubAccount, registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(180_000);

/** The rollup of an account, as message_stats holds it and as a recount of its messages gives it. */
const ROLLUP = `SELECT day::text AS day, sender_name, messages, charged::int AS charged, refunded::int AS refunded, pending, submitted,
                       delivered, undelivered, rejected, expired
                  FROM message_stats WHERE account_id = $1 ORDER BY day, sender_name`;
const RECOUNT = `SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date::text AS day, sender_name, count(*)::int AS messages,
                        sum(credits)::int AS charged, coalesce(sum(credits) FILTER (WHERE refunded), 0)::int AS refunded,
                        ${['pending', 'submitted', 'delivered', 'undelivered', 'rejected', 'expired']
                          .map((status) => `count(*) FILTER (WHERE status = '${status}')::int AS ${status}`)
                          .join(', ')}
                   FROM messages WHERE account_id = $1 AND broadcast_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`;

describe('dashboard: the daily rollup the workers keep, and the month it answers', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let staff: Session;
  let shop: Session;
  const senders: string[] = [];

  beforeAll(async () => {
    h = await deliveryHarness('dashboard', { ratios: { delivered: 0.8, undelivered: 0.1, rejected: 0.1 } });
    db = h.api.app.get(DataSource);
    staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    senders.push(await approvedSender(h.api.http, shop, staff), await approvedSender(h.api.http, shop, staff));
    await topUp(h.api.http, staff, shop.accountId, 10_000);
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const completed = (id: string) =>
    eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${id}`).set(shop.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      120_000,
      300,
    );

  it('equals a recount of the raw messages after sends with mixed receipts, and the dashboard adds it up', async () => {
    const ids: string[] = [];
    for (const [at, senderName] of senders.entries()) {
      const res = await h.api.http
        .post('/api/broadcasts')
        .set(shop.auth)
        // A Thai message is UCS-2: two parts for the longer one, so credits differ from messages.
        .send({
          senderName,
          message: at ? 'สวัสดี '.repeat(20) : 'Hello',
          recipients: mobiles(600 + at * 150, 820_000_000 + at * 10_000),
          kind: 'transactional',
        })
        .expect(201);
      ids.push(res.body.id);
    }
    for (const id of ids) await completed(id);

    const rollup = await db.query(ROLLUP, [shop.accountId]);
    expect(rollup).toEqual(await db.query(RECOUNT, [shop.accountId]));
    expect(rollup).toHaveLength(2);
    const total = (name: string) => rollup.reduce((sum: number, row: Record<string, number>) => sum + row[name], 0);
    expect(total('messages')).toBe(1_350);
    // The simulator's mix reached the rollup: some of each fate.
    for (const status of ['delivered', 'undelivered', 'rejected']) expect(total(status)).toBeGreaterThan(0);
    expect(total('refunded')).toBeGreaterThan(0);

    const month = rollup[0].day.slice(0, 7);
    const res = await h.api.http.get('/api/dashboard').query({ month }).set(shop.auth).expect(200);
    const undelivered = total('undelivered') + total('expired');
    const final = total('delivered') + undelivered + total('rejected');
    expect(res.body).toMatchObject({
      month,
      accountId: shop.accountId,
      smsSub: 1_350,
      delivered: total('delivered'),
      rejected: total('rejected'),
      undelivered,
      progress: 0,
      cost: total('charged') - total('refunded'),
      deliRate: Math.round((total('delivered') * 10_000) / final) / 100,
    });
    // The ledger agrees: what the sends cost net of refunds is the dashboard's cost.
    const [ledger] = await db.query(`SELECT -sum(delta)::int AS net FROM credit_transactions WHERE reference = ANY($1::text[])`, [
      ids,
    ]);
    expect(res.body.cost).toBe(ledger.net);
    const days = res.body.days as { day: string; smsSub: number }[];
    expect(days[0].day).toBe(`${month}-01`);
    expect(days.find((day) => day.day === rollup[0].day)?.smsSub).toBe(1_350);
    expect(days.reduce((sum, day) => sum + day.smsSub, 0)).toBe(1_350);

    // Another month is empty, the current month is the default.
    const other = await h.api.http.get('/api/dashboard').query({ month: '2020-02' }).set(shop.auth).expect(200);
    expect(other.body).toMatchObject({ smsSub: 0, deliRate: 0, cost: 0 });
    expect(other.body.days).toHaveLength(29);
    expect((await h.api.http.get('/api/dashboard').set(shop.auth).expect(200)).body.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('shows a parent its sub-accounts, staff any account, and nobody another tenant', async () => {
    const branch = await h.api.http.post('/api/sub-accounts').set(shop.auth).send(newSubAccount()).expect(201);
    const ofBranch = await h.api.http.get('/api/dashboard').query({ accountId: branch.body.id }).set(shop.auth).expect(200);
    expect(ofBranch.body).toMatchObject({ accountId: branch.body.id, smsSub: 0 });

    const stranger = await registerAccount(h.api.http);
    await h.api.http.get('/api/dashboard').query({ accountId: shop.accountId }).set(stranger.auth).expect(404);
    expect((await h.api.http.get('/api/dashboard').set(stranger.auth).expect(200)).body.smsSub).toBe(0);

    const byStaff = await h.api.http.get('/api/dashboard').query({ accountId: shop.accountId }).set(staff.auth).expect(200);
    expect(byStaff.body.smsSub).toBe(1_350);
    const platform = await h.api.http.get('/api/dashboard').set(staff.auth).expect(200);
    expect(platform.body).toMatchObject({ accountId: null, smsSub: 1_350 });

    for (const month of ['2026-13', '26-01', '2026-1', 'now', '2026-01-01']) {
      const bad = await h.api.http.get('/api/dashboard').query({ month }).set(shop.auth).expect(422);
      expect(bad.body.errors).toHaveProperty('month');
    }
    await h.api.http.get('/api/dashboard').query({ accountId: 'not-a-uuid' }).set(shop.auth).expect(422);
  });

  it('gives staff the platform’s month: volume and sales per account, top-ups, waiting sender names and queues', async () => {
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    await h.api.http.post('/api/senders').set(shop.auth).send({ name: 'Waiting' }).expect(201);
    const res = await h.api.http.get('/api/dashboard/platform').query({ month }).set(staff.auth).expect(200);
    expect(res.body.month).toBe(month);
    expect(res.body.accounts[0]).toMatchObject({ accountId: shop.accountId, smsSub: 1_350, creditsSold: 10_000 });
    expect(res.body.creditsSold).toMatchObject({ credits: 10_000, purchases: 1 });
    expect(res.body.sendersPending).toBeGreaterThanOrEqual(1);
    expect(res.body.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['sms', 'broadcast', 'report']),
    );
    expect(
      (await h.api.http.get('/api/dashboard/platform').query({ month: '2020-01' }).set(staff.auth).expect(200)).body,
    ).toMatchObject({
      accounts: [],
      creditsSold: { credits: 0, revenue: 0, purchases: 0 },
    });
    // An account's own admin sees its dashboard, never the platform's.
    await h.api.http.get('/api/dashboard/platform').set(shop.auth).expect(403);
  });
});
