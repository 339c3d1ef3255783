import { DataSource } from 'typeorm';
import { CampaignSchedule } from '../../backend/src/modules/campaigns/campaign-schedule.js';
import { FanoutProcessor } from '../../workers/src/delivery/fanout.processor.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(120_000);

const DAY = 86_400_000;
/** The ICT calendar date `days` from now. */
const ictDate = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

describe('campaigns: drafts, the confirm step, one send per coupon with one code per recipient', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;
  let other: Session;
  let sender: string;
  let publicUrl: string;

  beforeAll(async () => {
    // Every message delivered: codes stay with their recipients (a rejection would give its code back).
    h = await deliveryHarness('campaigns', { ratios: { delivered: 1, undelivered: 0, rejected: 0 } });
    db = h.api.app.get(DataSource);
    const staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    other = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, shop, staff);
    await topUp(h.api.http, staff, shop.accountId, 1_000);
    publicUrl = (await import('../../backend/src/config/app-config.js')).loadConfig(
      { ...process.env, ...h.env },
      'api',
    ).publicUrl;
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const http = () => h.api.http;
  const coupon = async (session: Session, overrides: Record<string, unknown> = {}) =>
    (
      await http()
        .post('/api/coupons')
        .set(session.auth)
        .send({
          couponName: 'Coupon 50',
          startDate: new Date(Date.now() - DAY).toISOString(),
          endDate: new Date(Date.now() + 60 * DAY).toISOString(),
          useMax: 20,
          couponCodePrefix: 'CP',
          status: session === shop ? 'active' : 'draft',
          senderName: session === shop ? sender : null,
          message: 'Code {{couponCode}} at {{couponLink}}',
          ...overrides,
        })
        .expect(201)
    ).body as { id: string; codeLength: number; couponCodePrefix: string };
  const body = (couponIds: string[], extra: Record<string, unknown> = {}) => ({
    name: 'New year',
    startDate: ictDate(2),
    timeStart: '12:00',
    endDate: ictDate(10),
    timeEnd: '20:00',
    recipients: mobiles(3, 820_000_000),
    couponIds,
    ...extra,
  });
  const create = async (payload: Record<string, unknown>, session = shop) =>
    (await http().post('/api/campaigns').set(session.auth).send(payload).expect(201)).body;
  const balance = async () => (await http().get('/profile/data').set(shop.auth).expect(200)).body.creditBalance as number;

  it('keeps drafts: ICT dates as instants, the audience and coupons; lists them with a zero funnel; changes and deletes only drafts', async () => {
    const c = await coupon(shop);
    const created = await create(body([c.id], { description: 'Promo', keyVerifi: true }));
    expect(created).toMatchObject({
      status: 'draft',
      startDate: ictDate(2),
      timeStart: '12:00',
      timeEnd: '20:00',
      keyVerifi: true,
      phoneNumber: false,
      recipients: mobiles(3, 820_000_000),
      couponIds: [c.id],
      funnel: { sent: 0, delivered: 0, opened: 0, redeemed: 0 },
    });
    expect(new Date(created.startAt).toISOString()).toBe(new Date(`${ictDate(2)}T05:00:00Z`).toISOString());

    const list = await http()
      .get('/api/campaigns')
      .query({ filter: JSON.stringify({ q: 'New', status: 'draft' }) })
      .set(shop.auth)
      .expect(200);
    expect(list.body.map((row: { id: string }) => row.id)).toContain(created.id);
    expect(list.headers['content-range']).toMatch(/^campaigns 0-\d+\/\d+$/);

    // The whole record back, as react-admin sends it, with a new name and another audience.
    const { recipients: _recipients, ...record } = created;
    const updated = await http()
      .put(`/api/campaigns/${created.id}`)
      .set(shop.auth)
      .send({ ...record, name: 'Renamed', allPeople: true })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', allPeople: true });
    expect(updated.body.recipients).toBeUndefined();

    await http().delete(`/api/campaigns/${created.id}`).set(shop.auth).expect(200);
    await http().get(`/api/campaigns/${created.id}`).set(shop.auth).expect(404);
  });

  it('refuses bad drafts on their fields, and another account’s coupon', async () => {
    const c = await coupon(shop);
    const theirs = await coupon(other);
    const errors = async (payload: Record<string, unknown>) =>
      (await http().post('/api/campaigns').set(shop.auth).send(payload).expect(422)).body.errors as Record<string, string>;
    expect(await errors(body([c.id], { timeStart: '25:00' }))).toHaveProperty('timeStart', 'validation.time');
    expect(await errors(body([c.id], { startDate: '2026-02-30' }))).toHaveProperty('startDate');
    expect(await errors(body([c.id], { endDate: ictDate(1) }))).toHaveProperty('endDate', 'validation.endAfterStart');
    expect(await errors(body([]))).toHaveProperty('couponIds', 'validation.couponsRequired');
    expect(await errors(body([theirs.id]))).toHaveProperty('couponIds', 'validation.unknownCoupon');
    expect(await errors(body([c.id], { tagIds: ['00000000-0000-4000-8000-000000000000'] }))).toHaveProperty(
      'recipients',
      'validation.oneAudience',
    );
    expect(await errors(body([c.id], { recipients: [] }))).toHaveProperty('recipients', 'validation.recipientsRequired');
    // Another account sees nothing of it.
    const mine = await create(body([c.id]));
    await http().get(`/api/campaigns/${mine.id}`).set(other.auth).expect(404);
    await http().post(`/api/campaigns/${mine.id}/analyze`).set(other.auth).expect(404);
    await http().post(`/api/campaigns/${mine.id}/confirm`).set(other.auth).expect(404);
  });

  it('analyses each coupon’s send like a broadcast, priced with its final length', async () => {
    const c = await coupon(shop);
    const c2 = await coupon(shop, { message: 'สวัสดี {{couponCode}}' });
    const draft = await create(body([c.id, c2.id], { recipients: [...mobiles(3, 820_000_000), '0820000000', '123'] }));
    const res = await http().post(`/api/campaigns/${draft.id}/analyze`).set(shop.auth).expect(200);
    const length = `Code  at ${publicUrl}/c/`.length + c.couponCodePrefix.length + c.codeLength + 12;
    const first = res.body.coupons.find((row: { couponId: string }) => row.couponId === c.id);
    expect(first).toMatchObject({
      valid: 3,
      duplicate: 1,
      invalid: 1,
      blacklisted: 0,
      encoding: 'gsm7',
      characters: length,
      senderName: sender,
    });
    expect(first.parts).toBe(length > 160 ? Math.ceil(length / 153) : 1);
    const second = res.body.coupons.find((row: { couponId: string }) => row.couponId === c2.id);
    expect(second).toMatchObject({ valid: 3, encoding: 'ucs2', parts: 1, credits: 3 });
    expect(res.body).toMatchObject({ messages: 6, balance: await balance() });
    expect(res.body.credits).toBe(first.credits + second.credits);
    expect(res.body.balanceAfter).toBe(res.body.balance - res.body.credits);
  });

  it('refuses to analyse what cannot be sent: a coupon not active, too few codes, a campaign past its end', async () => {
    const inactive = await coupon(shop, { status: 'inactive' });
    const few = await coupon(shop, { useMax: 2 });
    const short = await coupon(shop, { endDate: new Date(Date.now() + 5 * DAY).toISOString() });
    const problem = async (couponId: string) => {
      const draft = await create(body([couponId]));
      return (await http().post(`/api/campaigns/${draft.id}/analyze`).set(shop.auth).expect(422)).body.errors;
    };
    expect(await problem(inactive.id)).toEqual({ couponIds: 'validation.couponNotActive' });
    expect(await problem(few.id)).toEqual({ couponIds: 'validation.couponCodesShort' });
    expect(await problem(short.id)).toEqual({ couponIds: 'validation.couponEndsBeforeCampaign' });
    const c = await coupon(shop);
    const ended = await create(body([c.id]));
    await db.query(`UPDATE campaigns SET start_at = now() - interval '2 days', end_at = now() - interval '1 day' WHERE id = $1`, [
      ended.id,
    ]);
    const res = await http().post(`/api/campaigns/${ended.id}/analyze`).set(shop.auth).expect(422);
    expect(res.body.errors).toEqual({ endDate: 'validation.campaignEnded' });
    expect(res.body.message).toBeTruthy();
    // Codes short at confirmation too: nothing sent, nothing charged.
    const before = await balance();
    const draft = await create(body([few.id]));
    await http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth).expect(422);
    expect(await balance()).toBe(before);
    expect(await db.query(`SELECT 1 FROM broadcasts WHERE campaign_id = $1`, [draft.id])).toHaveLength(0);
  });

  it('confirms once into one send per coupon; the fan-out gives each recipient their own code and link, and run again gives nothing new', async () => {
    const c = await coupon(shop);
    // shortenUrl off: the long link, naming the coupon.
    const c2 = await coupon(shop, { couponCodePrefix: 'XY', message: 'Only {{couponCode}} {{couponLink}}', shortenUrl: false });
    const draft = await create(body([c.id, c2.id]));
    const analysis = (await http().post(`/api/campaigns/${draft.id}/analyze`).set(shop.auth).expect(200)).body;
    const before = await balance();
    // Two confirmations at once (a double click): one confirms, the other finds no draft.
    const both = await Promise.all([1, 2].map(() => http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth)));
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const confirmed = both.find((res) => res.status === 200)!;
    expect(confirmed.body.status).toBe('scheduled');
    expect(await balance()).toBe(before - analysis.credits);
    await http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth).expect(409);
    const sends = await db.query<{ id: string; coupon_id: string; status: string; sender_name: string; message: string }[]>(
      `SELECT id, coupon_id, status, sender_name, message FROM broadcasts WHERE campaign_id = $1`,
      [draft.id],
    );
    expect(sends).toHaveLength(2);
    expect(sends.every((send) => send.status === 'scheduled' && send.sender_name === sender)).toBe(true);
    expect(confirmed.body.coupons.map((row: { broadcastId: string }) => row.broadcastId).sort()).toEqual(
      sends.map((s) => s.id).sort(),
    );

    // Its start, brought forward: the scheduler starts the sends and the fan-out writes their messages.
    await db.query(`UPDATE broadcasts SET scheduled_at = now() WHERE campaign_id = $1`, [draft.id]);
    await eventually(async () => {
      const rows = await db.query(`SELECT 1 FROM broadcasts WHERE campaign_id = $1 AND fanout_done`, [draft.id]);
      return rows.length === 2;
    }, 30_000);

    const codes = await db.query<
      { coupon_id: string; code: string; token: string; mobile: string; broadcast_id: string; campaign_id: string }[]
    >(`SELECT coupon_id, code, token, mobile, broadcast_id, campaign_id FROM coupon_codes WHERE campaign_id = $1`, [draft.id]);
    expect(codes).toHaveLength(6);
    expect(new Set(codes.map((code) => code.token)).size).toBe(6);
    expect(codes.every((code) => /^[A-Za-z0-9]{12}$/.test(code.token))).toBe(true);
    const messages = await db.query<{ broadcast_id: string; mobile: string; text: string; parts: number }[]>(
      `SELECT broadcast_id, mobile, text, parts FROM messages WHERE broadcast_id = ANY($1::uuid[])`,
      [sends.map((send) => send.id)],
    );
    expect(messages).toHaveLength(6);
    for (const message of messages) {
      const own = codes.find((code) => code.broadcast_id === message.broadcast_id && code.mobile === message.mobile)!;
      const send = sends.find((s) => s.id === message.broadcast_id)!;
      expect(own.coupon_id).toBe(send.coupon_id);
      if (send.coupon_id === c.id) expect(message.text).toBe(`Code ${own.code} at ${publicUrl}/c/${own.token}`);
      else expect(message.text).toBe(`Only ${own.code} ${publicUrl}/coupon/${c2.id}/${own.token}`);
      const figures = analysis.coupons.find((row: { couponId: string }) => row.couponId === send.coupon_id);
      expect(message.parts).toBe(figures.parts);
      expect(message.text.length).toBe(figures.characters);
    }
    const issued = await db.query<{ coupon_id: string; issued: number }[]>(
      `SELECT coupon_id, issued FROM campaign_coupons WHERE campaign_id = $1`,
      [draft.id],
    );
    expect(issued.map((row) => row.issued)).toEqual([3, 3]);
    const [{ n: statsIssued }] = await db.query(`SELECT sum(issued)::int AS n FROM coupon_stats WHERE coupon_id = $1`, [c.id]);
    expect(statsIssued).toBe(3);
    // The funnel follows the sends' counters as receipts arrive.
    const delivered = await eventually(async () => {
      const res = await http().get(`/api/campaigns/${draft.id}`).set(shop.auth).expect(200);
      return res.body.funnel.delivered === 6 ? res.body : null;
    }, 30_000);
    expect(delivered.funnel).toMatchObject({ sent: 6, delivered: 6, opened: 0, redeemed: 0 });

    // The fan-out again, as after a crash: the same codes, no new one, no new message.
    await h.stopWorker();
    const processor = (await h.startWorker()).get(FanoutProcessor);
    await db.query(`UPDATE broadcasts SET fanout_done = false WHERE id = $1`, [sends[0].id]);
    await processor.fanout({ data: { broadcastId: sends[0].id }, progress: async () => undefined } as never);
    const again = await db.query(`SELECT count(*)::int AS n FROM coupon_codes WHERE campaign_id = $1`, [draft.id]);
    expect(again[0].n).toBe(6);
    expect((await db.query(`SELECT count(*)::int AS n FROM messages WHERE broadcast_id = $1`, [sends[0].id]))[0].n).toBe(3);
    expect((await db.query(`SELECT issued FROM campaign_coupons WHERE broadcast_id = $1`, [sends[0].id]))[0].issued).toBe(3);
  });

  it('analyses a campaign not saved and confirms it at once: nothing is stored before the confirmation, no draft after it', async () => {
    const c = await coupon(shop);
    const name = `Unsaved ${Date.now()}`;
    const payload = body([c.id], { name });
    const count = async () =>
      (
        await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM campaigns WHERE account_id = $1 AND name = $2`, [
          shop.accountId,
          name,
        ])
      )[0].n;
    const analysis = (await http().post('/api/campaigns/analyze').set(shop.auth).send(payload).expect(200)).body;
    expect(analysis).toMatchObject({ messages: 3, coupons: [{ couponId: c.id, valid: 3 }] });
    expect(await count()).toBe(0);
    // Refused on its fields as a draft is, and another account's coupon is unknown.
    expect(
      (
        await http()
          .post('/api/campaigns/analyze')
          .set(shop.auth)
          .send(body([c.id], { timeStart: '25:00' }))
          .expect(422)
      ).body.errors,
    ).toHaveProperty('timeStart', 'validation.time');
    await http().post('/api/campaigns/analyze').set(other.auth).send(payload).expect(422);
    await http().post('/api/campaigns/analyze').send(payload).expect(401);

    const before = await balance();
    const confirmed = (await http().post('/api/campaigns/confirm').set(shop.auth).send(payload).expect(201)).body;
    expect(confirmed).toMatchObject({ name, status: 'scheduled', couponIds: [c.id] });
    expect(confirmed.confirmedAt).toBeTruthy();
    expect(await balance()).toBe(before - analysis.credits);
    expect(await count()).toBe(1);
    const sends = await db.query<{ id: string }[]>(`SELECT id FROM broadcasts WHERE campaign_id = $1`, [confirmed.id]);
    expect(confirmed.coupons.map((row: { broadcastId: string }) => row.broadcastId)).toEqual(sends.map((send) => send.id));
    // A refusal stores nothing: a coupon with too few codes.
    const few = await coupon(shop, { useMax: 2 });
    const refusedName = `Refused ${Date.now()}`;
    await http()
      .post('/api/campaigns/confirm')
      .set(shop.auth)
      .send(body([few.id], { name: refusedName }))
      .expect(422);
    expect(
      await db.query(`SELECT 1 FROM campaigns WHERE account_id = $1 AND name = $2`, [shop.accountId, refusedName]),
    ).toHaveLength(0);
  });

  it('sends nothing to recipients left without a code when the codes run out, and returns their credits', async () => {
    const c = await coupon(shop, { useMax: 3, message: 'Hi {{couponCode}}' });
    const draft = await create(body([c.id]));
    await http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth).expect(200);
    // One code given elsewhere between confirmation and sending.
    await db.query(
      `UPDATE coupon_codes SET status = 'issued' WHERE id = (SELECT id FROM coupon_codes WHERE coupon_id = $1 LIMIT 1)`,
      [c.id],
    );
    await db.query(`UPDATE broadcasts SET scheduled_at = now() WHERE campaign_id = $1`, [draft.id]);
    const [send] = await eventually(async () => {
      const rows = await db.query<{ id: string; refunded: string }[]>(
        `SELECT id, refunded FROM broadcasts WHERE campaign_id = $1 AND fanout_done`,
        [draft.id],
      );
      return rows.length ? rows : null;
    }, 30_000);
    expect((await db.query(`SELECT count(*)::int AS n FROM messages WHERE broadcast_id = $1`, [send.id]))[0].n).toBe(2);
    expect(Number(send.refunded)).toBe(1);
    const refunds = await db.query<{ delta: string }[]>(
      `SELECT delta FROM credit_transactions WHERE reference = $1 AND reason = 'refund'`,
      [send.id],
    );
    expect(refunds.map((row) => Number(row.delta))).toEqual([1]);
  });

  it('cancels a scheduled campaign: its sends are called off and their credits return', async () => {
    const c = await coupon(shop);
    const draft = await create(body([c.id]));
    await http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth).expect(200);
    await http().delete(`/api/campaigns/${draft.id}`).set(shop.auth).expect(409);
    await http().put(`/api/campaigns/${draft.id}`).set(shop.auth).send({ name: 'Late' }).expect(409);
    const cancelled = await http().post(`/api/campaigns/${draft.id}/cancel`).set(shop.auth).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.coupons[0].broadcastStatus).toBe('cancelled');
    // Every credit reserved went back to the account (other sends of this account move its balance meanwhile).
    const ledger = await db.query<{ reason: string; delta: string }[]>(
      `SELECT t.reason, t.delta FROM credit_transactions t JOIN broadcasts b ON b.id::text = t.reference WHERE b.campaign_id = $1 ORDER BY t.created_at, t.delta`,
      [draft.id],
    );
    expect(ledger.map((row) => row.reason)).toEqual(['send', 'refund']);
    expect(Number(ledger[0].delta) + Number(ledger[1].delta)).toBe(0);
    await http().post(`/api/campaigns/${draft.id}/cancel`).set(shop.auth).expect(409);
  });

  it('moves campaigns on the minute: scheduled → running at the start, running → ended at the end', async () => {
    const c = await coupon(shop);
    const draft = await create(body([c.id]));
    await http().post(`/api/campaigns/${draft.id}/confirm`).set(shop.auth).expect(200);
    const schedule = h.api.app.get(CampaignSchedule);
    await db.query(`UPDATE campaigns SET start_at = now() - interval '1 minute' WHERE id = $1`, [draft.id]);
    await schedule.tick();
    expect((await http().get(`/api/campaigns/${draft.id}`).set(shop.auth).expect(200)).body.status).toBe('running');
    await db.query(`UPDATE campaigns SET end_at = now() - interval '1 second' WHERE id = $1`, [draft.id]);
    await schedule.tick();
    expect((await http().get(`/api/campaigns/${draft.id}`).set(shop.auth).expect(200)).body.status).toBe('ended');
    await schedule.tick();
    expect((await http().get(`/api/campaigns/${draft.id}`).set(shop.auth).expect(200)).body.status).toBe('ended');
  });
});
