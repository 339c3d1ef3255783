import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { businessWithApiKey, eventually } from '../utils/messaging.js';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('a game’s coupon prize: the SMS with the code reaches the phone', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;

  beforeAll(async () => {
    h = await deliveryHarness('prizes', { inbox: 50, receiptDelayMs: 20, ratios: { delivered: 1, undelivered: 0, rejected: 0 } });
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  it('a player wins a coupon on a wheel and the simulator receives the code and its page, from the coupon’s sender', async () => {
    const { admin, sender } = await businessWithApiKey(h.api, 50);
    const http = h.api.http;
    const coupon = (
      await http
        .post('/api/coupons')
        .set(admin.auth)
        .send({
          couponName: 'Wheel prize',
          startDate: at(-1),
          endDate: at(30),
          useMax: 5,
          status: 'active',
          senderName: sender,
          message: 'You won! Code {{couponCode}} at {{couponLink}}',
        })
        .expect(201)
    ).body as { id: string };
    const game = (
      await http
        .post('/api/games')
        .set(admin.auth)
        .send({
          gameName: 'Lucky wheel',
          gameType: 'wheel',
          gameStatus: 'active',
          verifyType: 'none',
          gameStartDate: at(-1),
          gameEndDate: at(30),
        })
        .expect(201)
    ).body as { id: string; gameCode: string };
    await http
      .post(`/api/games/${game.id}/rewards`)
      .set(admin.auth)
      .send({ reName: '50 THB off', reType: 1, reCampaignId: coupon.id, reQty: 1, reChanceRate: 100 })
      .expect(201);

    const played = await http.post(`/api/public/games/${game.gameCode}/play`).send({ phone: '0861230001' }).expect(200);
    expect(played.body).toMatchObject({ result: 'won', reward: { reName: '50 THB off' } });
    const [{ code }] = await h.api.app
      .get(DataSource)
      .query(`SELECT code FROM coupon_codes WHERE coupon_id = $1 AND mobile = '+66861230001'`, [coupon.id]);

    const received = await eventually(async () => h.sim.inbox().find((entry) => entry.to.endsWith('861230001')) ?? null, 30_000);
    expect(received).toMatchObject({ from: sender, text: `You won! Code ${code} at ${played.body.couponUrl}` });
  });
});
