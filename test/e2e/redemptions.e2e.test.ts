import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { returning } from '../../backend/src/database/returning.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

/** A coupon page token as the fan-out makes them: 12 letters and digits. */
const newToken = () => randomBytes(32).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
const MINUTE = 60_000;

describe('redemptions: one atomic redeem for staff and customers, key verification and the sale list', () => {
  let t: TestApp;
  let db: DataSource;
  let shop: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(DataSource);
    [shop, other] = await Promise.all([registerAccount(t.http), registerAccount(t.http)]);
  });
  afterAll(() => t.close());

  interface Setup {
    useMaxRedeem?: number;
    verifyType?: 'self' | 'staff' | 'both';
    startDate?: Date;
    endDate?: Date;
    codes?: number;
  }

  /** An active coupon of the session's account with `codes` codes. */
  const activeCoupon = async (session: Session, setup: Setup = {}): Promise<string> => {
    const useMaxRedeem = setup.useMaxRedeem ?? 1;
    const { body } = await t.http
      .post('/api/coupons')
      .set(session.auth)
      .send({
        couponName: 'ลด 100 บาท',
        startDate: '2026-01-01T00:00:00+07:00',
        endDate: '2036-12-31T23:59:00+07:00',
        useMax: setup.codes ?? 3,
        useMaxRedeem,
        oneTimeCoupon: useMaxRedeem === 1,
        verifyType: setup.verifyType ?? 'both',
      })
      .expect(201);
    // Active needs an approved sender; the coupon's own rules are not what this suite tests.
    await db.query(
      `UPDATE coupons SET status = 'active', start_date = coalesce($2, start_date), end_date = coalesce($3, end_date) WHERE id = $1`,
      [body.id, setup.startDate ?? null, setup.endDate ?? null],
    );
    return body.id as string;
  };

  /** Gives one available code of the coupon to a phone, as the campaign fan-out does. */
  const issue = async (
    couponId: string,
    given: { mobile?: string; campaignId?: string; expiresAt?: Date } = {},
  ): Promise<{ id: string; code: string; token: string }> => {
    const token = newToken();
    const [row] = await returning<{ id: string; code: string }>(
      db,
      `UPDATE coupon_codes SET status = 'issued', token = $2, mobile = $3, campaign_id = $4, expires_at = $5, issued_at = now()
        WHERE id = (SELECT id FROM coupon_codes WHERE coupon_id = $1 AND status = 'available' ORDER BY id LIMIT 1)
        RETURNING id, code`,
      [couponId, token, given.mobile ?? '+66812345678', given.campaignId ?? null, given.expiresAt ?? null],
    );
    return { ...row, token };
  };

  const campaign = async (session: Session, couponId: string, flags: { phoneNumber?: boolean; keyVerifi?: boolean } = {}) => {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO campaigns (account_id, name, status, start_at, end_at, phone_number, key_verifi)
       VALUES ($1, 'Songkran', 'running', now() - interval '1 day', now() + interval '30 days', $2, $3) RETURNING id`,
      [session.accountId, flags.phoneNumber ?? false, flags.keyVerifi ?? false],
    );
    await db.query(`INSERT INTO campaign_coupons (account_id, campaign_id, coupon_id) VALUES ($1, $2, $3)`, [
      session.accountId,
      row.id,
      couponId,
    ]);
    return row.id;
  };

  const staffRedeem = (session: Session, body: Record<string, unknown>, key?: string) => {
    const req = t.http.post('/api/redemptions').set(session.auth);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const selfRedeem = (token: string, body: Record<string, unknown> = {}, key?: string) => {
    const req = t.http.post(`/api/public/coupons/${token}/redeem`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const codeRow = async (id: string) =>
    (await db.query<{ redeemed: number; opened_at: Date | null }[]>(`SELECT redeemed, opened_at FROM coupon_codes WHERE id = $1`, [id]))[0];
  const stats = async (couponId: string) =>
    (
      await db.query<{ opened: number; redeemed: number }[]>(
        `SELECT coalesce(sum(opened), 0)::int AS opened, coalesce(sum(redeemed), 0)::int AS redeemed FROM coupon_stats WHERE coupon_id = $1`,
        [couponId],
      )
    )[0];
  const funnel = async (campaignId: string) =>
    (
      await db.query<{ opened: number; redeemed: number }[]>(`SELECT opened, redeemed FROM campaign_coupons WHERE campaign_id = $1`, [
        campaignId,
      ])
    )[0];

  it('redeems a one-time code once among 100 concurrent customers: one redeemed, 99 already used', async () => {
    const couponId = await activeCoupon(shop);
    const code = await issue(couponId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => selfRedeem(code.token)));
    const results = answers.map((res) => res.status === 200 && res.body.result);
    expect(results.filter((r) => r === 'redeemed')).toHaveLength(1);
    expect(results.filter((r) => r === 'already_used')).toHaveLength(99);
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 1 });
    expect((await stats(couponId)).redeemed).toBe(1);
    const [{ n }] = await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM redemptions WHERE coupon_code_id = $1`, [code.id]);
    expect(n).toBe(1);
  });

  it('redeems a code with useMaxRedeem 3 exactly three times under 50 concurrent staff requests', async () => {
    const couponId = await activeCoupon(shop, { useMaxRedeem: 3 });
    const code = await issue(couponId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => staffRedeem(shop, { code: code.code, branch: 'Siam', saleAmount: 120 })));
    const results = answers.map((res) => res.body.result as string);
    expect(results.filter((r) => r === 'redeemed')).toHaveLength(3);
    expect(results.filter((r) => r === 'limit_reached')).toHaveLength(47);
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 3 });
    expect((await stats(couponId)).redeemed).toBe(3);
  });

  it('answers a staff redemption with the row: staff, branch, sale amount, reference; the message in the caller’s language', async () => {
    const couponId = await activeCoupon(shop);
    const code = await issue(couponId);
    const res = await staffRedeem(shop, { code: code.code.toLowerCase(), branch: 'Central World', saleAmount: '350.50', reference: 'INV-1' })
      .set('Accept-Language', 'th')
      .expect(200);
    expect(res.body).toMatchObject({
      result: 'redeemed',
      message: 'ใช้คูปองสำเร็จ',
      redemption: {
        code: code.code,
        channel: 'staff',
        status: 'redeemed',
        userId: shop.userId,
        userName: 'Somchai Jaidee',
        branch: 'Central World',
        saleAmount: 350.5,
        reference: 'INV-1',
        mobile: '081-XXX-5678',
        couponName: 'ลด 100 บาท',
      },
    });
    const again = await staffRedeem(shop, { code: code.code }).expect(200);
    expect(again.body).toEqual({ result: 'already_used', message: 'This code has already been used', redemption: null });
  });

  it('refuses a sale amount that is negative, too precise or too large, each on its field', async () => {
    const errors = async (body: Record<string, unknown>) => (await staffRedeem(shop, { code: 'ABC', ...body }).expect(422)).body.errors;
    expect(await errors({ saleAmount: -1 })).toHaveProperty('saleAmount', 'validation.amount');
    expect(await errors({ saleAmount: 1.005 })).toHaveProperty('saleAmount', 'validation.amount');
    expect(await errors({ saleAmount: 1e12 })).toHaveProperty('saleAmount', 'validation.amount');
    // Written by JavaScript as 1e-7: the decimal check of class-validator threw on it (a 500).
    expect(await errors({ saleAmount: 1e-7 })).toHaveProperty('saleAmount', 'validation.amount');
    expect(await errors({ saleAmount: 5e-324 })).toHaveProperty('saleAmount', 'validation.amount');
    expect(await errors({ code: 'A-B' })).toHaveProperty('code', 'validation.couponCode');
    expect(await errors({ branch: 'x'.repeat(101) })).toHaveProperty('branch');
  });

  it('does not find another account’s code: not_found for staff, 404 by token, 404 on lookup', async () => {
    const theirs = await issue(await activeCoupon(other));
    expect((await staffRedeem(shop, { code: theirs.code }).expect(200)).body).toMatchObject({ result: 'not_found', redemption: null });
    await t.http.get('/api/redemptions/lookup').query({ code: theirs.code }).set(shop.auth).expect(404);
    await selfRedeem('ZZZZZZZZZZZZ').expect(200).expect(({ body }) => expect(body.result).toBe('not_found'));
    await t.http.get('/api/public/coupons/ZZZZZZZZZZZZ').expect(404);
    // Not a token at all: 404 without a query.
    await t.http.get('/api/public/coupons/short').expect(404);
    await t.http.get(`/api/public/coupons/${"x'--aaaaaaaa"}`).expect(404);
    expect(await codeRow(theirs.id)).toMatchObject({ redeemed: 0 });
  });

  it('judges ICT dates through the API: usable inside the coupon’s minute, expired after it, not started before its start', async () => {
    const now = Date.now();
    const ending = await issue(await activeCoupon(shop, { endDate: new Date(now + 30_000) }));
    const ended = await issue(await activeCoupon(shop, { endDate: new Date(now - 61_000), startDate: new Date(now - 10 * MINUTE) }));
    const future = await issue(await activeCoupon(shop, { startDate: new Date(now + 10 * MINUTE) }));
    const shortLived = await issue(await activeCoupon(shop), { expiresAt: new Date(now - 1000) });
    expect((await selfRedeem(ended.token)).body.result).toBe('expired');
    expect((await selfRedeem(future.token)).body.result).toBe('not_started');
    expect((await selfRedeem(shortLived.token)).body.result).toBe('expired');
    expect((await selfRedeem(ending.token)).body.result).toBe('redeemed');
    expect((await t.http.get(`/api/public/coupons/${future.token}`).expect(200)).body.state).toBe('not_started');
  });

  it('answers a repeated Idempotency-Key with the first redemption, sequentially and concurrently', async () => {
    const couponId = await activeCoupon(shop, { useMaxRedeem: 5 });
    const code = await issue(couponId);
    const first = await selfRedeem(code.token, {}, 'key-1').expect(200);
    const second = await selfRedeem(code.token, {}, 'key-1').expect(200);
    expect(first.body.result).toBe('redeemed');
    expect(second.body).toEqual(first.body);
    const burst = await Promise.all(Array.from({ length: 10 }, () => staffRedeem(shop, { code: code.code }, 'key-2')));
    const ids = new Set(burst.map((res) => res.body.redemption?.id));
    expect(burst.every((res) => res.body.result === 'redeemed')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 2 });
    await selfRedeem(code.token, {}, 'bad key with spaces').expect(422);
  });

  it('answers 30 concurrent repeats of a one-time code’s redeem with the first answer, each of them', async () => {
    const code = await issue(await activeCoupon(shop));
    const burst = await Promise.all(Array.from({ length: 30 }, () => selfRedeem(code.token, {}, 'once-key')));
    expect(burst.map((res) => [res.status, res.body.result])).toEqual(burst.map(() => [200, 'redeemed']));
    expect(new Set(burst.map((res) => res.body.redemption?.id)).size).toBe(1);
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 1 });
    // Another key on the used code is another request: already used.
    expect((await selfRedeem(code.token, {}, 'other-key')).body.result).toBe('already_used');
  });

  it('sends a staff-verified code to the staff: staff_only on the page for the coupon or its campaign, redeemable by staff', async () => {
    const staffCoupon = await activeCoupon(shop, { verifyType: 'staff' });
    const byCoupon = await issue(staffCoupon);
    expect((await selfRedeem(byCoupon.token)).body).toMatchObject({ result: 'staff_only', redemption: null });
    expect((await t.http.get(`/api/public/coupons/${byCoupon.token}`).expect(200)).body.staffOnly).toBe(true);
    const couponId = await activeCoupon(shop);
    const byCampaign = await issue(couponId, { campaignId: await campaign(shop, couponId, { keyVerifi: true }) });
    expect((await selfRedeem(byCampaign.token)).body.result).toBe('staff_only');
    expect((await staffRedeem(shop, { code: byCampaign.code }).expect(200)).body.result).toBe('redeemed');
    // A self-only coupon is the customer's to redeem.
    const selfOnly = await issue(await activeCoupon(shop, { verifyType: 'self' }));
    expect((await staffRedeem(shop, { code: selfOnly.code }).expect(422)).body.errors).toHaveProperty('code', 'validation.couponSelfOnly');
  });

  it('asks for the bound phone’s check when the campaign says so: another number is refused, a check is used once', async () => {
    const couponId = await activeCoupon(shop, { useMaxRedeem: 2 });
    const campaignId = await campaign(shop, couponId, { phoneNumber: true });
    const code = await issue(couponId, { mobile: '+66812345678', campaignId });
    expect((await t.http.get(`/api/public/coupons/${code.token}`).expect(200)).body).toMatchObject({ phoneNumber: true, maskedMobile: '081-XXX-5678' });
    expect((await selfRedeem(code.token).expect(422)).body.errors).toHaveProperty('otpToken');
    expect(
      (await t.http.post(`/api/public/coupons/${code.token}/otp`).send({ mobile: '0898765432' }).expect(422)).body.errors,
    ).toHaveProperty('mobile', 'validation.couponMobile');
    const ticket = (await t.http.post(`/api/public/coupons/${code.token}/otp`).send({ mobile: '081-234-5678' }).expect(200)).body;
    expect(ticket).toMatchObject({ token: expect.any(String), refCode: expect.any(String) });
    const wrong = await t.http.post(`/api/public/coupons/${code.token}/otp/verify`).send({ otpToken: ticket.token, code: '0000000' }).expect(200);
    expect(wrong.body.result).toBe('Verify Fail');
    // Unverified: refused.
    expect((await selfRedeem(code.token, { otpToken: ticket.token }).expect(422)).body.errors).toHaveProperty('otpToken');
    // The code the phone got is not readable here; the check is marked verified as the right code would.
    await db.query(`UPDATE otp_requests SET status = 'verified', verified_at = now() WHERE id = $1`, [ticket.token]);
    expect((await selfRedeem(code.token, { otpToken: ticket.token }).expect(200)).body.redemption).toMatchObject({ channel: 'self', mobile: '081-XXX-5678' });
    expect((await selfRedeem(code.token, { otpToken: ticket.token }).expect(422)).body.errors).toHaveProperty('otpToken');
    // A verified check of another number does not redeem this code.
    const elsewhere = await issue(couponId, { mobile: '+66898765432', campaignId });
    expect((await selfRedeem(elsewhere.token, { otpToken: ticket.token }).expect(422)).body.errors).toHaveProperty('otpToken');
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 1 });
    expect(await funnel(campaignId)).toMatchObject({ redeemed: 1 });
  });

  it('lets a verifier look up and redeem but not void; a viewer can neither redeem nor void', async () => {
    const [verifier, viewer, operator] = await Promise.all([
      userWithRole(t.http, shop, 'verifier'),
      userWithRole(t.http, shop, 'viewer'),
      userWithRole(t.http, shop, 'operator'),
    ]);
    const code = await issue(await activeCoupon(shop));
    const card = (await t.http.get('/api/redemptions/lookup').query({ code: code.code }).set(verifier.auth).expect(200)).body;
    expect(card).toMatchObject({ code: code.code, state: 'usable', redeemed: 0, useMaxRedeem: 1, maskedMobile: '081-XXX-5678', redemptions: [] });
    await staffRedeem(viewer, { code: code.code }).expect(403);
    const done = (await staffRedeem(verifier, { code: code.code, branch: 'Siam' }).expect(200)).body.redemption;
    expect(done.userName).toBe('Role verifier');
    await t.http.put(`/api/redemptions/${done.id}`).set(verifier.auth).send({ status: 'voided' }).expect(403);
    await t.http.put(`/api/redemptions/${done.id}`).set(viewer.auth).send({ status: 'voided' }).expect(403);
    await t.http.put(`/api/redemptions/${done.id}`).set(other.auth).send({ status: 'voided' }).expect(404);
    const voided = await t.http.put(`/api/redemptions/${done.id}`).set(operator.auth).send({ ...done, status: 'voided' }).expect(200);
    expect(voided.body.status).toBe('voided');
    const after = (await t.http.get('/api/redemptions/lookup').query({ code: code.code }).set(verifier.auth).expect(200)).body;
    expect(after).toMatchObject({ state: 'usable', redeemed: 0, redemptions: [{ id: done.id, status: 'voided' }] });
  });

  it('counts the page’s first open once, in coupon_stats and the campaign funnel', async () => {
    const couponId = await activeCoupon(shop);
    const campaignId = await campaign(shop, couponId);
    const code = await issue(couponId, { campaignId });
    const pages = await Promise.all(Array.from({ length: 5 }, () => t.http.get(`/api/public/coupons/${code.token}`)));
    expect(pages.every((res) => res.status === 200)).toBe(true);
    expect(pages[0].body).toMatchObject({
      token: code.token,
      code: code.code,
      couponName: 'ลด 100 บาท',
      state: 'usable',
      redeemed: 0,
      useMaxRedeem: 1,
      staffOnly: false,
      phoneNumber: false,
      buttonText: 'REDEEM',
      landingPage: null,
    });
    expect((await codeRow(code.id)).opened_at).not.toBeNull();
    expect((await stats(couponId)).opened).toBe(1);
    expect(await funnel(campaignId)).toMatchObject({ opened: 1 });
  });

  it('shows an active landing page bound to the coupon, not a draft one', async () => {
    const couponId = await activeCoupon(shop);
    const [page] = await db.query<{ id: string }[]>(
      `INSERT INTO landing_pages (account_id, landingpage_name, landingpage_detail, status) VALUES ($1, 'Songkran', '<p>Hi</p>', 'draft') RETURNING id`,
      [shop.accountId],
    );
    await db.query(`UPDATE coupons SET landing_page_id = $2 WHERE id = $1`, [couponId, page.id]);
    const code = await issue(couponId);
    expect((await t.http.get(`/api/public/coupons/${code.token}`).expect(200)).body.landingPage).toBeNull();
    await db.query(`UPDATE landing_pages SET status = 'active' WHERE id = $1`, [page.id]);
    expect((await t.http.get(`/api/public/coupons/${code.token}`).expect(200)).body.landingPage).toEqual({
      landingpage_name: 'Songkran',
      landingpage_detail: '<p>Hi</p>',
    });
  });

  it('voids once: the use goes back to the code, the rollups and the funnel; voiding again changes nothing', async () => {
    const couponId = await activeCoupon(shop);
    const campaignId = await campaign(shop, couponId);
    const code = await issue(couponId, { campaignId });
    const { redemption } = (await staffRedeem(shop, { code: code.code }).expect(200)).body;
    expect(await funnel(campaignId)).toMatchObject({ redeemed: 1 });
    await t.http.put(`/api/redemptions/${redemption.id}`).set(shop.auth).send({ status: 'voided' }).expect(200);
    await t.http.put(`/api/redemptions/${redemption.id}`).set(shop.auth).send({ status: 'voided' }).expect(200);
    expect(await codeRow(code.id)).toMatchObject({ redeemed: 0 });
    expect((await stats(couponId)).redeemed).toBe(0);
    expect(await funnel(campaignId)).toMatchObject({ redeemed: 0 });
    await t.http.put(`/api/redemptions/${redemption.id}`).set(shop.auth).send({ status: 'redeemed' }).expect(422);
    expect((await staffRedeem(shop, { code: code.code }).expect(200)).body.result).toBe('redeemed');
  });

  it('queues a redeem callback in the redemption’s transaction when the coupon has a URL', async () => {
    const couponId = await activeCoupon(shop);
    await db.query(`UPDATE coupons SET redeem_callback_url = 'https://hooks.example.com/redeem' WHERE id = $1`, [couponId]);
    const code = await issue(couponId);
    const { redemption } = (await staffRedeem(shop, { code: code.code, branch: 'Siam', saleAmount: 99, reference: 'R1' }).expect(200)).body;
    const events = await db.query<{ body: string }[]>(`SELECT body FROM webhook_events WHERE coupon_id = $1 AND event = 'coupon.redeem'`, [couponId]);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].body)).toMatchObject({ redemptionId: redemption.id, code: code.code, branch: 'Siam', channel: 'staff' });
  });

  it('throttles the coupon page per client address, on a budget apart from the landing pages’', async () => {
    const limited = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '3', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('coupon-limit')}` });
    try {
      const page = '/api/public/coupons/ZZZZZZZZZZZZ';
      await limited.http.get(page).expect(404);
      await limited.http.post(`${page}/redeem`).send({}).expect(200);
      await limited.http.post(`${page}/otp`).send({ mobile: '0812345678' }).expect(404);
      await limited.http.post(`${page}/redeem`).send({}).expect(429);
      await limited.http.get('/api/public/landing-pages/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d').expect(404);
    } finally {
      await limited.close();
    }
  });

  it('lists the sales with staff, branch, time and amount, filtered by status, ICT days, coupon, code and branch; exports them', async () => {
    const mine = await registerAccount(t.http);
    const couponId = await activeCoupon(mine, { codes: 4 });
    const codes = [await issue(couponId), await issue(couponId), await issue(couponId)];
    const ids: string[] = [];
    for (const [i, code] of codes.entries()) {
      ids.push((await staffRedeem(mine, { code: code.code, branch: i ? 'Siam Paragon' : 'Chiang Mai', saleAmount: 100 + i }).expect(200)).body.redemption.id);
    }
    await t.http.put(`/api/redemptions/${ids[0]}`).set(mine.auth).send({ status: 'voided' }).expect(200);
    // The first one a day earlier in ICT: 23:30 on 1 March, the second at 00:10 on 2 March.
    await db.query(`UPDATE redemptions SET created_at = '2026-03-01T23:30:00+07:00' WHERE id = $1`, [ids[1]]);
    await db.query(`UPDATE redemptions SET created_at = '2026-03-02T00:10:00+07:00' WHERE id = $1`, [ids[2]]);
    const list = async (filter: Record<string, unknown>) =>
      (await t.http.get('/api/redemptions').query({ filter: JSON.stringify(filter) }).set(mine.auth).expect(200)).body as { id: string }[];
    const all = await list({});
    expect(all).toHaveLength(3);
    expect(all.find((row) => row.id === ids[2])).toMatchObject({ userName: 'Somchai Jaidee', branch: 'Siam Paragon', saleAmount: 102 });
    expect((await list({ status: 'voided' })).map((row) => row.id)).toEqual([ids[0]]);
    expect((await list({ startDate: '2026-03-02', endDate: '2026-03-02' })).map((row) => row.id)).toEqual([ids[2]]);
    expect((await list({ startDate: '2026-03-01', endDate: '2026-03-01' })).map((row) => row.id)).toEqual([ids[1]]);
    expect(await list({ branch: 'paragon' })).toHaveLength(2);
    expect((await list({ q: codes[1].code.slice(0, 8).toLowerCase() })).map((row) => row.id)).toContain(ids[1]);
    expect(await list({ couponId })).toHaveLength(3);
    await t.http.get('/api/redemptions').query({ filter: JSON.stringify({ startDate: 'yesterday' }) }).set(mine.auth).expect(400);
    expect(await list({ couponId: (await activeCoupon(shop)) })).toHaveLength(0);
    const csv = await t.http.get('/api/redemptions/export').query({ format: 'csv', filter: JSON.stringify({ status: 'redeemed' }) }).set(mine.auth).expect(200);
    const text = csv.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('Siam Paragon');
    expect(text).not.toContain('Chiang Mai');
    // Times as every export prints them: ICT with its offset, and Buddhist-era years in Thai.
    expect(text).toContain('2026-03-02 00:10:00 +07:00');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    const thai = await t.http.get('/api/redemptions/export').query({ format: 'csv', filter: JSON.stringify({ status: 'redeemed' }) }).set(mine.auth).set('Accept-Language', 'th').expect(200);
    expect(thai.text).toContain('2569-03-02 00:10:00 +07:00');
    expect(thai.text).toContain('2569-03-01 23:30:00 +07:00');
    await t.http.get('/api/redemptions/export').query({ format: 'xlsx' }).set(mine.auth).expect(200).expect('Content-Type', /spreadsheetml/);
  });
});
