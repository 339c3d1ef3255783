import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

describe('landing pages: CRUD, filters, duplicate, sanitised content, the public page, a coupon’s page', () => {
  let t: TestApp;
  let shop: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    shop = await registerAccount(t.http);
    other = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  const create = (session: Session, body: Record<string, unknown>) =>
    t.http.post('/api/landing-pages').set(session.auth).send(body);
  const publicPage = (id: string) => t.http.get(`/api/public/landing-pages/${id}`);

  it('creates a draft page, changes it with PUT and deletes it', async () => {
    const created = await create(shop, { landingpage_name: ' ลดทั้งร้าน ', landingpage_detail: '<p>Hello</p>' }).expect(201);
    expect(created.body).toMatchObject({
      landingpage_name: 'ลดทั้งร้าน',
      landingpage_detail: '<p>Hello</p>',
      status: 'draft',
      accountId: shop.accountId,
    });
    expect(created.body.publicUrl).toMatch(new RegExp(`/p/${created.body.id}$`));
    const { id } = created.body;
    // react-admin sends the whole record back: read-only fields are ignored.
    const updated = await t.http
      .put(`/api/landing-pages/${id}`)
      .set(shop.auth)
      .send({ ...created.body, landingpage_name: 'Sale', status: 'active' })
      .expect(200);
    expect(updated.body).toMatchObject({ landingpage_name: 'Sale', status: 'active', landingpage_detail: '<p>Hello</p>' });
    expect((await t.http.get(`/api/landing-pages/${id}`).set(shop.auth).expect(200)).body.landingpage_name).toBe('Sale');
    await t.http.delete(`/api/landing-pages/${id}`).set(shop.auth).expect(200);
    await t.http.get(`/api/landing-pages/${id}`).set(shop.auth).expect(404);
  });

  it('refuses what cannot be, each on its field', async () => {
    const errors = async (body: Record<string, unknown>) => (await create(shop, body).expect(422)).body.errors;
    expect(await errors({})).toHaveProperty('landingpage_name');
    expect(await errors({ landingpage_name: '   ' })).toHaveProperty('landingpage_name');
    expect(await errors({ landingpage_name: 'x'.repeat(201) })).toHaveProperty('landingpage_name');
    expect(await errors({ landingpage_name: 'A', status: 'published' })).toHaveProperty('status', 'validation.oneOf');
    expect(await errors({ landingpage_name: 'A', landingpage_detail: 42 })).toHaveProperty('landingpage_detail');
    await create(shop, { landingpage_name: 'x'.repeat(200) }).expect(201);
  });

  it('sanitises the content on every write: a script tag never comes back, images stay', async () => {
    const hostile =
      '<h2>Offer</h2><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><img src="data:image/png;base64,iVBORw0KGgo=">';
    const created = await create(shop, { landingpage_name: 'Hostile', landingpage_detail: hostile, status: 'active' }).expect(
      201,
    );
    const check = (html: string) => {
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
      expect(html).toContain('<h2>Offer</h2>');
      expect(html).toContain('<img src="https://cdn.example/a.png" />');
      expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    };
    check(created.body.landingpage_detail);
    const updated = await t.http
      .put(`/api/landing-pages/${created.body.id}`)
      .set(shop.auth)
      .send({ landingpage_detail: `<p>Again</p>${hostile}` })
      .expect(200);
    check(updated.body.landingpage_detail);
    check((await publicPage(created.body.id).expect(200)).body.landingpage_detail);
    const copy = await t.http.post(`/api/landing-pages/${created.body.id}/duplicate`).set(shop.auth).expect(201);
    check(copy.body.landingpage_detail);
  });

  it('lists ten a page by default with the specification’s filters: name, status, createDate', async () => {
    const mine = await registerAccount(t.http);
    for (let n = 1; n <= 11; n += 1) await create(mine, { landingpage_name: `Page ${n}` }).expect(201);
    await create(mine, { landingpage_name: 'Songkran festival', status: 'active' }).expect(201);
    const list = (filter: Record<string, unknown> = {}, query: Record<string, string> = {}) =>
      t.http
        .get('/api/landing-pages')
        .query({ filter: JSON.stringify(filter), ...query })
        .set(mine.auth)
        .expect(200);
    const first = await list();
    expect(first.body).toHaveLength(10);
    expect(first.headers['content-range']).toBe('landing-pages 0-9/12');
    // Newest first.
    expect(first.body[0].landingpage_name).toBe('Songkran festival');
    const names = async (filter: Record<string, unknown>) =>
      (await list(filter, { range: '[0,99]' })).body.map((row: { landingpage_name: string }) => row.landingpage_name);
    expect(await names({ q: 'songkran' })).toEqual(['Songkran festival']);
    expect(await names({ status: 'active' })).toEqual(['Songkran festival']);
    expect(await names({ status: 'draft' })).toHaveLength(11);
    expect(await names({ createDate_gte: '2000-01-01', createDate_lte: '2000-12-31' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names({ createDate_gte: `${today}T00:00:00Z`, q: 'Page 1' })).toEqual(['Page 11', 'Page 10', 'Page 1']);
    await t.http.get('/api/landing-pages').query({ filter: '{"status":"published"}' }).set(mine.auth).expect(400);
  });

  it('duplicates a page as a draft named in the user’s language', async () => {
    const source = await create(shop, { landingpage_name: 'Summer', landingpage_detail: '<p>Sun</p>', status: 'active' }).expect(
      201,
    );
    const copy = await t.http.post(`/api/landing-pages/${source.body.id}/duplicate`).set(shop.auth).expect(201);
    expect(copy.body).toMatchObject({ landingpage_name: 'Summer (copy)', landingpage_detail: '<p>Sun</p>', status: 'draft' });
    expect(copy.body.id).not.toBe(source.body.id);
    const thai = await t.http
      .post(`/api/landing-pages/${source.body.id}/duplicate`)
      .set({ ...shop.auth, 'Accept-Language': 'th' })
      .expect(201);
    expect(thai.body.landingpage_name).toBe('Summer (สำเนา)');
    // A name at the length limit is cut to leave room for the suffix.
    const long = await create(shop, { landingpage_name: 'L'.repeat(200) }).expect(201);
    const longCopy = await t.http.post(`/api/landing-pages/${long.body.id}/duplicate`).set(shop.auth).expect(201);
    expect([...longCopy.body.landingpage_name]).toHaveLength(200);
    expect(longCopy.body.landingpage_name.endsWith(' (copy)')).toBe(true);
    await t.http.post(`/api/landing-pages/${source.body.id}/duplicate`).set(other.auth).expect(404);
  });

  it('shows an active page to anyone, and nothing else', async () => {
    const page = await create(shop, { landingpage_name: 'Public', landingpage_detail: '<p>Hi</p>', status: 'active' }).expect(
      201,
    );
    const shown = await publicPage(page.body.id).expect(200);
    // Whose page it is: the business's name, as on its coupon pages.
    expect(shown.body).toEqual({ id: page.body.id, landingpage_name: 'Public', landingpage_detail: '<p>Hi</p>', accountName: 'Somchai Jaidee' });
    for (const status of ['draft', 'inactive']) {
      await t.http.put(`/api/landing-pages/${page.body.id}`).set(shop.auth).send({ status }).expect(200);
      await publicPage(page.body.id).expect(404);
    }
    await publicPage('0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d').expect(404);
    await publicPage('not-a-uuid').expect(404);
    await publicPage("1' OR '1'='1").expect(404);
  });

  it('throttles the public page per client address', async () => {
    const limited = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '3', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('lp-limit')}` });
    try {
      const id = '0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
      for (let n = 0; n < 3; n += 1) await limited.http.get(`/api/public/landing-pages/${id}`).expect(404);
      await limited.http.get(`/api/public/landing-pages/${id}`).expect(429);
    } finally {
      await limited.close();
    }
  });

  it('throttles each page key on its own budget of 300 a minute, the key cut at 36 characters', async () => {
    const limited = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '100000', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('lp-key-limit')}` });
    try {
      // Longer than any id: only the first 36 characters name the budget, so Redis keys stay bounded.
      const stem = 'k'.repeat(36);
      const get = (key: string) => limited.http.get(`/api/public/landing-pages/${key}`);
      for (let n = 0; n < 150; n += 1) await get(`${stem}a`).expect(404);
      for (let n = 0; n < 150; n += 1) await get(`${stem}b`).expect(404);
      await get(`${stem}c`).expect(429);
      await get('0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d').expect(404);
    } finally {
      await limited.close();
    }
  });

  it('keeps pages to their account: another account neither sees nor binds them', async () => {
    const page = await create(shop, { landingpage_name: 'Mine' }).expect(201);
    await t.http.get(`/api/landing-pages/${page.body.id}`).set(other.auth).expect(404);
    await t.http.put(`/api/landing-pages/${page.body.id}`).set(other.auth).send({ landingpage_name: 'Theirs' }).expect(404);
    await t.http.delete(`/api/landing-pages/${page.body.id}`).set(other.auth).expect(404);
    const theirs = await t.http.get('/api/landing-pages').query({ range: '[0,99]' }).set(other.auth).expect(200);
    expect(theirs.body.map((row: { id: string }) => row.id)).not.toContain(page.body.id);

    // A viewer reads, never writes.
    const viewer = await userWithRole(t.http, shop, 'viewer');
    await t.http.get(`/api/landing-pages/${page.body.id}`).set(viewer.auth).expect(200);
    await create(viewer, { landingpage_name: 'No' }).expect(403);
    await t.http.post(`/api/landing-pages/${page.body.id}/duplicate`).set(viewer.auth).expect(403);
  });

  it('binds a page to a coupon of the same account only, and unbinds it when the page goes', async () => {
    const page = await create(shop, { landingpage_name: 'Coupon page', status: 'active' }).expect(201);
    const coupon = (overrides: Record<string, unknown>) => ({
      couponName: 'With a page',
      startDate: '2026-12-01T00:00:00+07:00',
      endDate: '2026-12-31T23:59:59+07:00',
      useMax: 3,
      ...overrides,
    });
    const bound = await t.http
      .post('/api/coupons')
      .set(shop.auth)
      .send(coupon({ landingPageId: page.body.id }))
      .expect(201);
    expect(bound.body.landingPageId).toBe(page.body.id);
    const unbound = await t.http.post('/api/coupons').set(shop.auth).send(coupon({})).expect(201);
    expect(unbound.body.landingPageId).toBeNull();

    // Another account's page: 422 on the field, on create and on update.
    const foreign = await create(other, { landingpage_name: 'Foreign', status: 'active' }).expect(201);
    expect(
      (
        await t.http
          .post('/api/coupons')
          .set(shop.auth)
          .send(coupon({ landingPageId: foreign.body.id }))
          .expect(422)
      ).body.errors,
    ).toHaveProperty('landingPageId', 'validation.unknownLandingPage');
    expect(
      (await t.http.put(`/api/coupons/${bound.body.id}`).set(shop.auth).send({ landingPageId: foreign.body.id }).expect(422)).body
        .errors,
    ).toHaveProperty('landingPageId', 'validation.unknownLandingPage');
    expect(
      (
        await t.http
          .post('/api/coupons')
          .set(shop.auth)
          .send(coupon({ landingPageId: 'nope' }))
          .expect(422)
      ).body.errors,
    ).toHaveProperty('landingPageId');

    // Cleared with null; bound again; the page's deletion unbinds it.
    const cleared = await t.http.put(`/api/coupons/${bound.body.id}`).set(shop.auth).send({ landingPageId: null }).expect(200);
    expect(cleared.body.landingPageId).toBeNull();
    await t.http.put(`/api/coupons/${bound.body.id}`).set(shop.auth).send({ landingPageId: page.body.id }).expect(200);
    await t.http.delete(`/api/landing-pages/${page.body.id}`).set(shop.auth).expect(200);
    expect((await t.http.get(`/api/coupons/${bound.body.id}`).set(shop.auth).expect(200)).body.landingPageId).toBeNull();
  });
});
