import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { signatureValid } from '../../backend/src/common/http/signature.js';
import { returning } from '../../backend/src/database/returning.js';
import { MessageOutcomes, type MessageOutcome } from '../../backend/src/modules/messages/message-outcomes.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, type Session } from '../utils/factories.js';
import { eventually } from '../utils/messaging.js';

jest.setTimeout(120_000);

/**
 * What a coupon send's message outcomes do to codes and callbacks: accepted → issued, rejected →
 * the code back to the coupon and off the figures, a final state → the SMS callback, signed, tried
 * again after a failure and logged per try. The outcomes are recorded as the delivery pipeline
 * records them (MessageOutcomes, in a transaction); the worker sends the calls.
 */
describe('coupon codes and callbacks follow their messages', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;
  const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
  /** Coupons whose next call is answered 503 (once). */
  const failOnce = new Set<string>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body });
      const { couponId } = JSON.parse(body) as { couponId: string };
      res.statusCode = failOnce.delete(couponId) ? 503 : 200;
      res.end();
    });
  });
  let url: string;

  beforeAll(async () => {
    h = await deliveryHarness('coupon_callbacks');
    db = h.api.app.get(DataSource);
    shop = await registerAccount(h.api.http);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  }, 60_000);
  afterAll(async () => {
    receiver.close();
    await h.close();
  }, 60_000);

  /** A coupon with its callback, and a send of it whose messages carry `count` reserved codes. */
  async function couponSend(count: number) {
    const coupon = (
      await h.api.http
        .post('/api/coupons')
        .set(shop.auth)
        .send({
          couponName: 'Callback coupon',
          startDate: '2026-01-01T00:00:00+07:00',
          endDate: '2030-12-31T23:59:00+07:00',
          useMax: 10,
          smsCallbackURL: url,
          reference: 'REF-1',
          reference4: 'REF-4',
        })
        .expect(201)
    ).body;
    const [send] = await db.query<{ id: string }[]>(
      `INSERT INTO broadcasts (account_id, status, kind, sender_name, message, coupon_id)
       VALUES ($1, 'sending', 'marketing', 'SHOP', 'x', $2) RETURNING id`,
      [shop.accountId, coupon.id],
    );
    const mobiles = Array.from({ length: count }, (_, i) => `+6681${String(Date.now() + i).slice(-7)}`);
    const codes = await returning<{ id: string; code: string; mobile: string }>(
      db,
      `UPDATE coupon_codes c SET status = 'reserved', mobile = r.mobile, token = r.token, broadcast_id = $2, issued_at = now()
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM coupon_codes WHERE coupon_id = $1) AS pick
         JOIN unnest($3::varchar[], $4::varchar[]) WITH ORDINALITY AS r(mobile, token, n) ON r.n = pick.n
        WHERE c.id = pick.id RETURNING c.id, c.code, c.mobile`,
      [coupon.id, send.id, mobiles, mobiles.map((_, i) => `Tok${Date.now().toString(36)}${i}`.slice(0, 16))],
    );
    await db.query(
      `INSERT INTO coupon_stats (coupon_id, day, slot, account_id, issued) VALUES ($1, (now() AT TIME ZONE 'Asia/Bangkok')::date, 0, $2, $3)`,
      [coupon.id, shop.accountId, count],
    );
    return { coupon, sendId: send.id, codes };
  }

  const record = (outcomes: MessageOutcome[]) =>
    db.transaction((manager) => h.api.app.get(MessageOutcomes).record(manager, outcomes));
  const outcome = (
    sendId: string,
    mobile: string,
    status: MessageOutcome['status'],
    from: MessageOutcome['from'] = 'pending',
  ) => ({
    messageId: '00000000-0000-4000-8000-000000000001',
    broadcastId: sendId,
    accountId: shop.accountId,
    mobile,
    status,
    from,
    errorCode: status === 'rejected' ? '0x45' : null,
    doneAt: status === 'submitted' ? null : new Date(),
  });
  const codeRow = async (id: string) =>
    (await db.query(`SELECT status, token, mobile, broadcast_id FROM coupon_codes WHERE id = $1`, [id]))[0];

  it('issues accepted codes, gives rejected ones back (off the figures), and keeps the others', async () => {
    const { coupon, sendId, codes } = await couponSend(3);
    const [accepted, rejected, unsent] = codes;
    await record([outcome(sendId, accepted.mobile, 'submitted'), outcome(sendId, rejected.mobile, 'rejected')]);
    expect(await codeRow(accepted.id)).toMatchObject({ status: 'issued', mobile: accepted.mobile });
    expect(await codeRow(rejected.id)).toEqual({ status: 'available', token: null, mobile: null, broadcast_id: null });
    // Expired while still pending: it never left, so its code comes back too.
    await record([outcome(sendId, unsent.mobile, 'expired', 'pending')]);
    expect((await codeRow(unsent.id)).status).toBe('available');
    const [stats] = await db.query(`SELECT sum(issued)::int AS issued FROM coupon_stats WHERE coupon_id = $1`, [coupon.id]);
    expect(stats.issued).toBe(1);
    // The rejection and the expiry owe their SMS callbacks (the acceptance does not).
    const owed = await db.query(`SELECT event FROM webhook_events WHERE coupon_id = $1`, [coupon.id]);
    expect(owed).toEqual([{ event: 'coupon.sms' }, { event: 'coupon.sms' }]);
    // Recorded again (a repeated receipt): nothing moves twice.
    await record([outcome(sendId, rejected.mobile, 'rejected')]);
    const [again] = await db.query(`SELECT sum(issued)::int AS issued FROM coupon_stats WHERE coupon_id = $1`, [coupon.id]);
    expect(again.issued).toBe(1);
  });

  it('calls the SMS callback on a final state: signed with the coupon’s secret, references echoed, retried and logged', async () => {
    const { coupon, sendId, codes } = await couponSend(1);
    const { callbackSecret } = (
      await db.query(`SELECT callback_secret AS "callbackSecret" FROM coupons WHERE id = $1`, [coupon.id])
    )[0];
    failOnce.add(coupon.id);
    // Accepted: no callback yet; delivered: one.
    await record([outcome(sendId, codes[0].mobile, 'submitted')]);
    await record([outcome(sendId, codes[0].mobile, 'delivered', 'submitted')]);
    const mine = () => calls.filter((call) => JSON.parse(call.body).couponId === coupon.id);
    await eventually(async () => mine().length >= 2, 40_000);
    const [first, second] = mine();
    expect(first.body).toBe(second.body);
    const event = JSON.parse(second.body);
    expect(event).toMatchObject({
      event: 'coupon.sms',
      couponId: coupon.id,
      code: codes[0].code,
      status: 'delivered',
      references: { reference: 'REF-1', reference2: null, reference3: null, reference4: 'REF-4' },
    });
    expect(second.headers['x-engage-event-id']).toBe(event.eventId);
    expect(signatureValid(callbackSecret, second.headers['x-engage-signature'], Buffer.from(second.body))).toBe(true);
    expect(signatureValid('another secret', second.headers['x-engage-signature'], Buffer.from(second.body))).toBe(false);

    const log = await eventually(async () => {
      const res = await h.api.http
        .get('/api/webhook-deliveries')
        .query({ filter: JSON.stringify({ couponId: coupon.id }) })
        .set(shop.auth)
        .expect(200);
      return res.body.length === 2 ? res.body : null;
    }, 10_000);
    expect(log.map((entry: { attempt: number; statusCode: number }) => [entry.attempt, entry.statusCode])).toEqual([
      [2, 200],
      [1, 503],
    ]);
    const [stored] = await db.query(`SELECT status, attempts FROM webhook_events WHERE id = $1`, [event.eventId]);
    expect(stored).toEqual({ status: 'delivered', attempts: 2 });
  });

  it('keeps the delivery log to its account', async () => {
    const other = await registerAccount(h.api.http);
    const res = await h.api.http.get('/api/webhook-deliveries').set(other.auth).expect(200);
    expect(res.body).toEqual([]);
  });
});
