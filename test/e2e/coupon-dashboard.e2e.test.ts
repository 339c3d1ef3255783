import { DataSource } from 'typeorm';
import type { CouponEvent } from '../../backend/src/modules/coupons/coupon-stats.js';
import { CouponsRepository } from '../../backend/src/modules/coupons/coupons.repository.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { newSubAccount, registerAccount, staffMember, type Session } from '../utils/factories.js';

/**
 * The coupon dashboard and the home dashboard's coupon figures, from coupon_stats. Events are
 * counted the way the fan-out, the coupon page and redemptions count them (CouponsRepository.countEvents);
 * codes are given by writing their rows.
 */
describe('coupon dashboard: issued, opened, redeemed per ICT day, expired codes, home dashboard counts', () => {
  let t: TestApp;
  let db: DataSource;
  let shop: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(DataSource);
    shop = await registerAccount(t.http);
    other = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  const newCoupon = async (session: Session, startDate: string, endDate: string, headers: Record<string, string> = {}) =>
    (
      await t.http
        .post('/api/coupons')
        .set({ ...session.auth, ...headers })
        .send({ couponName: 'Dashboard', startDate, endDate, useMax: 10 })
        .expect(201)
    ).body as { id: string; accountId: string };
  const count = (coupon: { id: string; accountId: string }, event: CouponEvent, n: number, at: string) =>
    db.transaction((manager) =>
      t.app
        .get(CouponsRepository)
        .countEvents(manager, event, [{ accountId: coupon.accountId, couponId: coupon.id, count: n }], new Date(at)),
    );
  /** Gives `n` of the coupon's available codes: status, expiry and times redeemed as asked. */
  const give = (couponId: string, n: number, fields: { status: string; expiresAt: string | null; redeemed: number }) =>
    db.query(
      `UPDATE coupon_codes SET status = $3, expires_at = $4, redeemed = $5, issued_at = now()
        WHERE id IN (SELECT id FROM coupon_codes WHERE coupon_id = $1 AND status = 'available' ORDER BY id LIMIT $2)`,
      [couponId, n, fields.status, fields.expiresAt, fields.redeemed],
    );
  const dashboard = (session: Session, id: string, query: Record<string, string> = {}) =>
    t.http.get(`/api/coupons/${id}/dashboard`).query(query).set(session.auth);

  it('counts each event on its ICT day: 16:59:59Z is the day before 17:00:00Z', async () => {
    const coupon = await newCoupon(shop, '2030-12-01T00:00:00+07:00', '2030-12-31T23:59:00+07:00');
    await count(coupon, 'issued', 5, '2030-12-01T16:59:59Z');
    await count(coupon, 'issued', 2, '2030-12-01T17:00:00Z');
    await count(coupon, 'opened', 3, '2030-12-01T16:59:59.999Z');
    await count(coupon, 'opened', 1, '2030-12-02T17:00:00Z');
    await count(coupon, 'redeemed', 1, '2030-12-01T17:00:00Z');
    // Outside the period asked.
    await count(coupon, 'issued', 100, '2030-11-30T16:59:59Z');

    const res = await dashboard(shop, coupon.id, { from: '2030-12-01', to: '2030-12-03' }).expect(200);
    expect(res.body).toEqual({
      from: '2030-12-01',
      to: '2030-12-03',
      issued: 7,
      opened: 4,
      redeemed: 1,
      expired: 0,
      days: [
        { day: '2030-12-01', issued: 5, opened: 3, redeemed: 0 },
        { day: '2030-12-02', issued: 2, opened: 0, redeemed: 1 },
        { day: '2030-12-03', issued: 0, opened: 1, redeemed: 0 },
      ],
    });
    expect((await dashboard(shop, coupon.id, { from: '2030-11-30', to: '2030-11-30' }).expect(200)).body.issued).toBe(100);
  });

  it('counts as expired the codes given, never redeemed and past their validity', async () => {
    const running = await newCoupon(shop, '2026-01-01T00:00:00+07:00', '2030-12-31T23:59:00+07:00');
    await give(running.id, 2, { status: 'issued', expiresAt: '2026-01-02T00:00:00Z', redeemed: 0 }); // expired
    await give(running.id, 1, { status: 'reserved', expiresAt: '2026-01-02T00:00:00Z', redeemed: 0 }); // expired
    await give(running.id, 1, { status: 'issued', expiresAt: '2026-01-02T00:00:00Z', redeemed: 1 }); // used
    await give(running.id, 1, { status: 'issued', expiresAt: '2030-12-01T00:00:00Z', redeemed: 0 }); // still valid
    await give(running.id, 1, { status: 'issued', expiresAt: null, redeemed: 0 }); // valid to the coupon's end
    expect((await dashboard(shop, running.id).expect(200)).body.expired).toBe(3);

    // Once the coupon has ended, every code given and not redeemed has expired.
    const ended = await newCoupon(shop, '2026-01-01T00:00:00+07:00', '2026-01-31T23:59:00+07:00');
    await give(ended.id, 2, { status: 'issued', expiresAt: null, redeemed: 0 });
    await give(ended.id, 1, { status: 'issued', expiresAt: '2026-01-20T00:00:00Z', redeemed: 0 });
    await give(ended.id, 1, { status: 'issued', expiresAt: null, redeemed: 2 });
    const res = await dashboard(shop, ended.id).expect(200);
    expect(res.body.expired).toBe(3);
    // By default: the coupon's validity, in ICT days.
    expect(res.body).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(res.body.days).toHaveLength(31);
  });

  it('shows a long coupon’s last 92 days by default and refuses periods that cannot be', async () => {
    const long = await newCoupon(shop, '2025-01-01T00:00:00+07:00', '2025-12-31T23:59:00+07:00');
    const res = await dashboard(shop, long.id).expect(200);
    expect(res.body).toMatchObject({ from: '2025-10-01', to: '2025-12-31' });
    expect(res.body.days).toHaveLength(92);
    const errors = async (query: Record<string, string>) => (await dashboard(shop, long.id, query).expect(422)).body.errors;
    expect(await errors({ from: '2025-02-01', to: '2025-01-31' })).toHaveProperty('to', 'validation.endAfterStart');
    expect(await errors({ from: '2024-01-01', to: '2025-01-01' })).toHaveProperty('to', 'validation.periodTooLong');
    expect(await errors({ from: '2025-02-30' })).toHaveProperty('from', 'validation.date');
    expect(await errors({ to: '31/12/2025' })).toHaveProperty('to', 'validation.date');
    expect((await dashboard(shop, long.id, { from: '2025-01-01', to: '2025-12-31' }).expect(200)).body.days).toHaveLength(365);
  });

  it('keeps a coupon’s figures to its account', async () => {
    const coupon = await newCoupon(shop, '2030-12-01T00:00:00+07:00', '2030-12-31T23:59:00+07:00');
    await dashboard(other, coupon.id).expect(404);
    await dashboard(other, '0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d').expect(404);
    await dashboard(shop, 'dashboard').expect(404);
    await t.http.get(`/api/coupons/${coupon.id}/dashboard`).expect(401);
  });

  it('sums the account’s coupons over a month, and the home dashboard shows coupon, open and redeem', async () => {
    const owner = await registerAccount(t.http);
    const a = await newCoupon(owner, '2031-03-01T00:00:00+07:00', '2031-03-31T23:59:00+07:00');
    const b = await newCoupon(owner, '2031-03-01T00:00:00+07:00', '2031-03-31T23:59:00+07:00');
    await count(a, 'issued', 10, '2031-03-01T03:00:00Z');
    await count(b, 'issued', 5, '2031-03-31T16:59:59Z');
    await count(b, 'opened', 4, '2031-03-31T17:00:00Z'); // April 1st in ICT: not in March
    await count(a, 'opened', 6, '2031-03-02T00:00:00Z');
    await count(a, 'redeemed', 2, '2031-03-02T00:00:00Z');
    // Another account's coupon in the same month is not counted.
    const foreign = await newCoupon(other, '2031-03-01T00:00:00+07:00', '2031-03-31T23:59:00+07:00');
    await count(foreign, 'issued', 1000, '2031-03-05T00:00:00Z');

    const month = await t.http.get('/api/coupons/dashboard').query({ month: '2031-03' }).set(owner.auth).expect(200);
    expect(month.body).toMatchObject({ month: '2031-03', issued: 15, opened: 6, redeemed: 2 });
    expect(month.body.days).toHaveLength(31);
    expect(month.body.days[0]).toEqual({ day: '2031-03-01', issued: 10, opened: 0, redeemed: 0 });
    expect(month.body.days[30]).toEqual({ day: '2031-03-31', issued: 5, opened: 0, redeemed: 0 });
    expect((await t.http.get('/api/coupons/dashboard').query({ month: '2031-04' }).set(owner.auth).expect(200)).body.opened).toBe(
      4,
    );
    await t.http.get('/api/coupons/dashboard').query({ month: '2031-13' }).set(owner.auth).expect(422);

    const home = await t.http.get('/api/dashboard').query({ month: '2031-03' }).set(owner.auth).expect(200);
    expect(home.body).toMatchObject({ coupon: 15, open: 6, redeem: 2, smsSub: 0 });
    expect(home.body.days[1]).toMatchObject({ day: '2031-03-02', coupon: 0, open: 6, redeem: 2 });

    // A sub-account's coupons: shown when the parent names it, and to staff.
    const sub = await t.http.post('/api/sub-accounts').set(owner.auth).send(newSubAccount()).expect(201);
    const inSub = await newCoupon(owner, '2031-03-01T00:00:00+07:00', '2031-03-31T23:59:00+07:00', {
      'X-Account-Id': sub.body.id,
    });
    expect(inSub.accountId).toBe(sub.body.id);
    await count(inSub, 'redeemed', 7, '2031-03-10T00:00:00Z');
    const ofSub = await t.http
      .get('/api/dashboard')
      .query({ month: '2031-03', accountId: sub.body.id })
      .set(owner.auth)
      .expect(200);
    expect(ofSub.body).toMatchObject({ coupon: 0, open: 0, redeem: 7 });
    expect((await t.http.get('/api/dashboard').query({ month: '2031-03' }).set(owner.auth).expect(200)).body.redeem).toBe(2);
    await t.http.get('/api/dashboard').query({ month: '2031-03', accountId: sub.body.id }).set(other.auth).expect(404);
    const staff = await staffMember(t.app, t.http);
    const forStaff = await t.http
      .get('/api/dashboard')
      .query({ month: '2031-03', accountId: owner.accountId })
      .set(staff.auth)
      .expect(200);
    expect(forStaff.body).toMatchObject({ coupon: 15, open: 6, redeem: 2 });
    const everyone = await t.http.get('/api/dashboard').query({ month: '2031-03' }).set(staff.auth).expect(200);
    expect(everyone.body.coupon).toBeGreaterThanOrEqual(1015);
  });
});
