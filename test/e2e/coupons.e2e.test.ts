import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { approvedSender } from '../utils/messaging.js';
import { CODE_ALPHABET } from '../../backend/src/modules/coupons/coupon-codes.js';

describe('coupons and coupon books: the four sections, codes made in bulk, books with totals', () => {
  let t: TestApp;
  let db: DataSource;
  let shop: Session;
  let other: Session;
  let sender: string;
  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(DataSource);
    shop = await registerAccount(t.http);
    other = await registerAccount(t.http);
    sender = await approvedSender(t.http, shop, await staffMember(t.app, t.http));
  });
  afterAll(() => t.close());

  const coupon = (overrides: Record<string, unknown> = {}) => ({
    couponName: 'ส่วนลด 50 บาท',
    startDate: '2026-12-01T00:00:00+07:00',
    endDate: '2026-12-31T23:59:59+07:00',
    useMax: 500,
    ...overrides,
  });
  const create = (session: Session, body: Record<string, unknown>) => t.http.post('/api/coupons').set(session.auth).send(body);
  const codesOf = async (id: string) =>
    (await db.query<{ code: string }[]>(`SELECT code FROM coupon_codes WHERE coupon_id = $1`, [id])).map((row) => row.code);

  it('creates a coupon with the specification’s defaults and its codes: unique, prefixed, no look-alike characters', async () => {
    const res = await create(shop, coupon({ couponCodePrefix: 'NY' })).expect(201);
    expect(res.body).toMatchObject({
      couponName: 'ส่วนลด 50 บาท',
      checkedRedeemBtn: true,
      buttonText: 'REDEEM',
      textColor: 'white',
      buttonColor: '#01A9F4',
      status: 'draft',
      oneTimeCoupon: true,
      shortenUrl: true,
      useMaxRedeem: 1,
      verifyType: 'both',
      codeLength: 6,
      codes: { total: 500, available: 500, issued: 0, redeemed: 0 },
    });
    const codes = await codesOf(res.body.id);
    expect(new Set(codes).size).toBe(500);
    const pattern = new RegExp(`^NY[${CODE_ALPHABET}]{6}$`);
    expect(codes.every((code) => pattern.test(code))).toBe(true);
    expect(codes.join('')).not.toMatch(/[01OI]/);
  });

  it('sanitises the condition: formatting stays, scripts and handlers never reach a page', async () => {
    const res = await create(
      shop,
      coupon({
        condition:
          '<p>Valid at <strong>all</strong> branches</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      }),
    ).expect(201);
    expect(res.body.condition).toContain('<p>Valid at <strong>all</strong> branches</p>');
    expect(res.body.condition).not.toMatch(/script|onerror|javascript:/i);
    expect(res.body.condition).toContain('<img src="https://x.example/a.png" />');
  });

  it('refuses what cannot be, each on its field', async () => {
    const errors = async (body: Record<string, unknown>) => (await create(shop, coupon(body)).expect(422)).body.errors;
    expect(await errors({ endDate: '2026-11-30T00:00:00+07:00' })).toHaveProperty('endDate', 'validation.endAfterStart');
    // 12 characters at most: a 6-character prefix leaves 6 random ones, room for about a million codes.
    expect(await errors({ couponCodePrefix: 'ABCDEF', useMax: 2_000_000 })).toHaveProperty('useMax', 'validation.couponKeyspace');
    expect(await errors({ couponCodePrefix: 'ny' })).toHaveProperty('couponCodePrefix');
    expect(await errors({ couponCodePrefix: 'N0' })).toHaveProperty('couponCodePrefix');
    expect(await errors({ buttonColor: 'red; background:url(x)' })).toHaveProperty('buttonColor', 'validation.color');
    expect(await errors({ useMax: 0 })).toHaveProperty('useMax');
    expect(await errors({ useMax: 10_000_001 })).toHaveProperty('useMax');
    expect(await errors({ senderName: 'NotMine' })).toHaveProperty('senderName', 'validation.senderNotApproved');
    expect(await errors({ status: 'active' })).toHaveProperty('senderName', 'validation.required');
    expect(await errors({ smsCallbackURL: 'ftp://x.example' })).toHaveProperty('smsCallbackURL', 'validation.url');
    expect(await errors({ startDate: '2026-12-01' })).toHaveProperty('startDate', 'validation.dateTime');
    await create(shop, coupon({ status: 'active', senderName: sender, message: 'Code {{couponCode}}' })).expect(201);
  });

  it('grows its codes with useMax and keeps its prefix; never shrinks', async () => {
    const { body } = await create(shop, coupon({ useMax: 10, couponCodePrefix: 'G' })).expect(201);
    const grown = await t.http
      .put(`/api/coupons/${body.id}`)
      .set(shop.auth)
      .send({ ...body, useMax: 25 })
      .expect(200);
    expect(grown.body.codes).toMatchObject({ total: 25, available: 25 });
    expect(new Set(await codesOf(body.id)).size).toBe(25);
    expect(
      (await t.http.put(`/api/coupons/${body.id}`).set(shop.auth).send({ useMax: 5 }).expect(422)).body.errors,
    ).toHaveProperty('useMax');
    expect(
      (await t.http.put(`/api/coupons/${body.id}`).set(shop.auth).send({ couponCodePrefix: 'H' }).expect(422)).body.errors,
    ).toHaveProperty('couponCodePrefix');
    await t.http.delete(`/api/coupons/${body.id}`).set(shop.auth).expect(200);
    expect(await codesOf(body.id)).toEqual([]);
  });

  it('grows useMax once under five concurrent edits to the same count', async () => {
    const { body } = await create(shop, coupon({ useMax: 10, couponCodePrefix: 'C' })).expect(201);
    const edits = await Promise.all(
      Array.from({ length: 5 }, () => t.http.put(`/api/coupons/${body.id}`).set(shop.auth).send({ useMax: 20 })),
    );
    expect(edits.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await codesOf(body.id)).toHaveLength(20);
    expect((await t.http.get(`/api/coupons/${body.id}`).set(shop.auth).expect(200)).body.codes).toMatchObject({ total: 20 });
  });

  it('shows the callback secret to admins only', async () => {
    const { body } = await create(shop, coupon({ useMax: 1 })).expect(201);
    expect(body.callbackSecret).toEqual(expect.any(String));
    expect((await t.http.get(`/api/coupons/${body.id}`).set(shop.auth).expect(200)).body.callbackSecret).toBe(
      body.callbackSecret,
    );
    for (const role of ['operator', 'viewer']) {
      const user = await userWithRole(t.http, shop, role);
      expect((await t.http.get(`/api/coupons/${body.id}`).set(user.auth).expect(200)).body.callbackSecret).toBeNull();
    }
    const operator = await userWithRole(t.http, shop, 'operator');
    const edited = await t.http.put(`/api/coupons/${body.id}`).set(operator.auth).send({ reference: 'R-1' }).expect(200);
    expect(edited.body.callbackSecret).toBeNull();
    expect((await create(operator, coupon({ useMax: 1 })).expect(201)).body.callbackSecret).toBeNull();
  });

  it('refuses callback URLs that point inside when private addresses are not allowed, and keeps public ones', async () => {
    const strict = await bootApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const mine = await registerAccount(strict.http);
      const post = (body: Record<string, unknown>) =>
        strict.http
          .post('/api/coupons')
          .set(mine.auth)
          .send(coupon({ useMax: 1, ...body }));
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://[::7f00:1]/hook',
        'http://169.254.169.254/latest',
        'http://localhost/hook',
      ])
        expect((await post({ smsCallbackURL: url, redeemCallbackURL: url }).expect(422)).body.errors).toEqual({
          smsCallbackURL: 'validation.urlNotPublic',
          redeemCallbackURL: 'validation.urlNotPublic',
        });
      const { body } = await post({ redeemCallbackURL: 'https://8.8.8.8/hook' }).expect(201);
      const res = await strict.http
        .put(`/api/coupons/${body.id}`)
        .set(mine.auth)
        .send({ redeemCallbackURL: 'http://10.0.0.5/hook' })
        .expect(422);
      expect(res.body.errors).toEqual({ redeemCallbackURL: 'validation.urlNotPublic' });
      expect(typeof res.body.message).toBe('string');
    } finally {
      await strict.close();
    }
  });

  it('lists with the specification’s filters status, campStartDate and campEndDate', async () => {
    const mine = await registerAccount(t.http);
    await create(
      mine,
      coupon({ couponName: 'Early', startDate: '2026-01-01T00:00:00+07:00', endDate: '2026-01-31T00:00:00+07:00', useMax: 1 }),
    ).expect(201);
    await create(
      mine,
      coupon({ couponName: 'Late', startDate: '2026-06-01T00:00:00+07:00', endDate: '2026-06-30T00:00:00+07:00', useMax: 1 }),
    ).expect(201);
    const names = async (filter: Record<string, unknown>) =>
      (
        await t.http
          .get('/api/coupons')
          .query({ filter: JSON.stringify(filter) })
          .set(mine.auth)
          .expect(200)
      ).body.map((row: { couponName: string }) => row.couponName);
    expect(await names({ campStartDate_gte: '2026-05-01' })).toEqual(['Late']);
    expect(await names({ campEndDate_lte: '2026-02-01' })).toEqual(['Early']);
    expect((await names({ status: 'draft' })).sort()).toEqual(['Early', 'Late']);
    expect(await names({ status: 'active' })).toEqual([]);
  });

  it('keeps books and coupons to their account, and gives a book its totals', async () => {
    const book = await t.http
      .post('/api/coupon-books')
      .set(shop.auth)
      .send({ name: 'New Year', startDate: '2026-12-01T00:00:00+07:00', endDate: '2027-01-15T00:00:00+07:00' })
      .expect(201);
    expect(book.body).toMatchObject({ status: 'active', couponCount: 0, codeCount: 0 });
    await t.http
      .post('/api/coupon-books')
      .set(shop.auth)
      .send({ name: 'new year', startDate: '2026-12-01T00:00:00+07:00', endDate: '2027-01-15T00:00:00+07:00' })
      .expect(409);
    const inBook = await create(shop, coupon({ couponBookId: book.body.id, useMax: 7 })).expect(201);
    // A coupon runs within its book's validity: one ending after the book is refused on the book.
    const outside = await create(shop, coupon({ couponBookId: book.body.id, endDate: '2027-02-01T00:00:00+07:00' })).expect(422);
    expect(outside.body.errors).toEqual({ couponBookId: 'validation.outsideCouponBook' });
    await create(shop, coupon({ couponBookId: book.body.id, useMax: 3 })).expect(201);
    expect((await t.http.get(`/api/coupon-books/${book.body.id}`).set(shop.auth).expect(200)).body).toMatchObject({
      couponCount: 2,
      codeCount: 10,
    });

    // Another account sees neither, and cannot put its coupon in this book.
    await t.http.get(`/api/coupons/${inBook.body.id}`).set(other.auth).expect(404);
    await t.http.get(`/api/coupon-books/${book.body.id}`).set(other.auth).expect(404);
    expect((await create(other, coupon({ couponBookId: book.body.id })).expect(422)).body.errors).toHaveProperty('couponBookId');

    // A viewer reads, never writes.
    const viewer = await userWithRole(t.http, shop, 'viewer');
    await t.http.get(`/api/coupons/${inBook.body.id}`).set(viewer.auth).expect(200);
    await create(viewer, coupon()).expect(403);

    // The book goes; its coupons stay, in no book.
    await t.http.delete(`/api/coupon-books/${book.body.id}`).set(shop.auth).expect(200);
    expect((await t.http.get(`/api/coupons/${inBook.body.id}`).set(shop.auth).expect(200)).body.couponBookId).toBeNull();
  });

  it('makes a hundred thousand codes in bulk, unique within the account across coupons', async () => {
    const big = await create(shop, coupon({ useMax: 100_000, couponCodePrefix: 'B' })).expect(201);
    const again = await create(shop, coupon({ useMax: 1_000, couponCodePrefix: 'B' })).expect(201);
    const [row] = await db.query<{ n: number; distinct: number }[]>(
      `SELECT count(*)::int AS n, count(DISTINCT code)::int AS distinct FROM coupon_codes WHERE coupon_id = ANY($1::uuid[])`,
      [[big.body.id, again.body.id]],
    );
    expect(row).toEqual({ n: 101_000, distinct: 101_000 });
  }, 60_000);

  it('lists a coupon’s codes in order, finds them by their start, and exports them', async () => {
    const { body } = await create(shop, coupon({ useMax: 40, couponCodePrefix: 'S' })).expect(201);
    const codes = (await codesOf(body.id)).sort();
    const list = (filter: Record<string, unknown>, session = shop) =>
      t.http
        .get('/api/coupon-codes')
        .query({ filter: JSON.stringify(filter), range: '[0,99]' })
        .set(session.auth);
    const all = await list({ couponId: body.id }).expect(200);
    expect(all.body.map((row: { code: string }) => row.code)).toEqual(codes);
    expect(all.headers['content-range']).toMatch(/\/40$/);
    // Typed in lower case, found by its first characters; wildcards are only characters.
    const start = codes[0].slice(0, 4);
    const found = await list({ couponId: body.id, q: start.toLowerCase() }).expect(200);
    expect(found.body.length).toBeGreaterThanOrEqual(1);
    expect(found.body.every((row: { code: string }) => row.code.startsWith(start))).toBe(true);
    expect((await list({ couponId: body.id, q: 'S%' }).expect(200)).body).toEqual([]);
    expect((await list({ couponId: body.id, status: 'issued' }).expect(200)).body).toEqual([]);
    // Another account's coupon id shows nothing.
    expect((await list({ couponId: body.id }, other).expect(200)).body).toEqual([]);

    const csv = await t.http
      .get('/api/coupon-codes/export')
      .query({ format: 'csv', filter: JSON.stringify({ couponId: body.id }) })
      .set(shop.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Code,Status,Times redeemed,Created');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(codes);
  });
});
