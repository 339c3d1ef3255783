import { DataSource } from 'typeorm';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, mobiles } from '../utils/messaging.js';
import { join } from 'node:path';

const DAY = 86_400_000;
const ictDate = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * A coupon's SMS carries the recipient's code: customers once received the literal text
 * "Your code {code} {link}" because a message without {{couponCode}} or {{couponLink}} was accepted.
 */
describe('coupon messages: an active coupon’s message carries its code or link, and only known variables', () => {
  let t: TestApp;
  let shop: Session;
  let sender: string;
  beforeAll(async () => {
    t = await bootApp();
    shop = await registerAccount(t.http);
    sender = await approvedSender(t.http, shop, await staffMember(t.app, t.http));
    await t.http.post('/api/people-fields').set(shop.auth).send({ label: 'Member level', key: 'memberLevel', type: 'text' }).expect(201);
  });
  afterAll(() => t.close());

  const coupon = (overrides: Record<string, unknown> = {}) => ({
    couponName: 'Songkran 50',
    startDate: new Date(Date.now() - DAY).toISOString(),
    endDate: new Date(Date.now() + 60 * DAY).toISOString(),
    useMax: 20,
    status: 'active',
    senderName: sender,
    message: 'Your code {{couponCode}}',
    ...overrides,
  });
  const create = (body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/coupons').set(shop.auth).set('Accept-Language', language).send(body);

  it('refuses an active coupon whose message has neither {{couponCode}} nor {{couponLink}}', async () => {
    for (const message of ['Your code {code} {link}', 'Songkran sale!', '']) {
      const res = await create(coupon({ message })).expect(422);
      expect(res.body.errors).toEqual({ message: 'validation.couponVariableRequired' });
    }
    const messages = new Messages(join(__dirname, '../../locales'));
    expect(messages.t('validation.couponVariableRequired', 'en')).toContain('{{couponCode}}');
    expect(messages.t('validation.couponVariableRequired', 'th')).toContain('{{couponLink}}');
    // Either one is enough; a draft may be written without one yet.
    await create(coupon({ message: 'Open {{couponLink}}' })).expect(201);
    await create(coupon({ message: 'Hi {{firstName}}, code {{couponCode}} ({{memberLevel}})' })).expect(201);
    const draft = await create(coupon({ status: 'draft', message: 'Later' })).expect(201);
    // …but not activated so.
    const activated = await t.http.put(`/api/coupons/${draft.body.id}`).set(shop.auth).send({ status: 'active' }).expect(422);
    expect(activated.body.errors).toEqual({ message: 'validation.couponVariableRequired' });
  });

  it('refuses an unknown variable, naming the field and listing the known ones in the caller’s language', async () => {
    const res = await create(coupon({ message: 'Code {{couponcode}} {{couponLink}}' })).expect(422);
    expect(res.body.errors).toEqual({ message: 'validation.unknownVariable' });
    expect(res.body.message).toContain('{{couponcode}}');
    for (const known of ['{{couponCode}}', '{{couponLink}}', '{{firstName}}', '{{mobile}}', '{{memberLevel}}'])
      expect(res.body.message).toContain(known);
    const thai = await create(coupon({ status: 'draft', message: 'Code {{code}}' }), 'th').expect(422);
    expect(thai.body.errors).toEqual({ message: 'validation.unknownVariable' });
    expect(thai.body.message).toContain('{{code}}');
    expect(thai.body.message).toContain('{{couponCode}}');
    expect(thai.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses to send a campaign whose coupon was saved without a coupon variable (before the rule)', async () => {
    const made = await create(coupon()).expect(201);
    await t.app.get(DataSource).query(`UPDATE coupons SET message = 'Your code {code} {link}' WHERE id = $1`, [made.body.id]);
    const campaign = await t.http
      .post('/api/campaigns')
      .set(shop.auth)
      .send({
        name: 'Songkran',
        startDate: ictDate(2),
        timeStart: '12:00',
        endDate: ictDate(10),
        timeEnd: '20:00',
        recipients: mobiles(2, 820_500_000),
        couponIds: [made.body.id],
      })
      .expect(201);
    const res = await t.http.post(`/api/campaigns/${campaign.body.id}/analyze`).set(shop.auth).expect(422);
    expect(res.body.errors).toEqual({ couponIds: 'validation.couponVariableRequired' });
  });
});
