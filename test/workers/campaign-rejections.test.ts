import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const ictDate = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * A campaign whose every SMS the operator refuses (the SMSC simulator answers each submit with
 * ESME_RINVDSTADR): through the real pipeline, each recipient's code goes back to the coupon,
 * off the issued figures, and the credits come back.
 */
describe('a campaign the operator rejects gives its codes back', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;

  beforeAll(async () => {
    h = await deliveryHarness('campaign_rejections', { ratios: { delivered: 0, undelivered: 0, rejected: 1 } });
    db = h.api.app.get(DataSource);
    const staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    const sender = await approvedSender(h.api.http, shop, staff);
    await topUp(h.api.http, staff, shop.accountId, 100);
    Object.assign(shop, { sender });
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  it('releases every rejected message’s code and refunds its credit', async () => {
    const http = h.api.http;
    const coupon = (
      await http
        .post('/api/coupons')
        .set(shop.auth)
        .send({
          couponName: 'Refused',
          startDate: new Date(Date.now() - DAY).toISOString(),
          endDate: new Date(Date.now() + 60 * DAY).toISOString(),
          useMax: 10,
          status: 'active',
          senderName: (shop as Session & { sender: string }).sender,
          message: 'Code {{couponCode}} at {{couponLink}}',
        })
        .expect(201)
    ).body as { id: string };
    const campaign = (
      await http
        .post('/api/campaigns')
        .set(shop.auth)
        .send({
          name: 'Refused campaign',
          startDate: ictDate(2),
          timeStart: '12:00',
          endDate: ictDate(10),
          timeEnd: '20:00',
          recipients: mobiles(4, 830_100_000),
          couponIds: [coupon.id],
        })
        .expect(201)
    ).body as { id: string };
    await http.post(`/api/campaigns/${campaign.id}/confirm`).set(shop.auth).expect(200);
    const balance = async () => (await http.get('/profile/data').set(shop.auth).expect(200)).body.creditBalance as number;
    const reserved = await balance();
    expect(reserved).toBe(96);
    // Its start brought forward: the scheduler starts the send, the operator refuses every message.
    await db.query(`UPDATE broadcasts SET scheduled_at = now() WHERE campaign_id = $1`, [campaign.id]);
    const send = await eventually(async () => {
      const [row] = await db.query(`SELECT status, rejected FROM broadcasts WHERE campaign_id = $1`, [campaign.id]);
      return row?.status === 'completed' ? row : null;
    }, 60_000);
    expect(send.rejected).toBe(4);

    const codes = await db.query<{ status: string; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM coupon_codes WHERE coupon_id = $1 GROUP BY status`,
      [coupon.id],
    );
    expect(codes).toEqual([{ status: 'available', n: 10 }]);
    const [given] = await db.query(
      `SELECT count(*)::int AS n FROM coupon_codes WHERE coupon_id = $1 AND (token IS NOT NULL OR mobile IS NOT NULL OR campaign_id IS NOT NULL)`,
      [coupon.id],
    );
    expect(given.n).toBe(0);
    const [stats] = await db.query(`SELECT coalesce(sum(issued), 0)::int AS issued FROM coupon_stats WHERE coupon_id = $1`, [
      coupon.id,
    ]);
    expect(stats.issued).toBe(0);
    const [funnel] = await db.query(`SELECT issued FROM campaign_coupons WHERE campaign_id = $1`, [campaign.id]);
    expect(funnel.issued).toBe(0);
    await eventually(async () => (await balance()) === 100, 20_000);
  });
});
