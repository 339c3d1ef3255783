import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

describe('people, tags, groups and People Structure', () => {
  let t: TestApp;
  let admin: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    other = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  const post = (session: Session, path: string, body: Record<string, unknown>) => t.http.post(path).set(session.auth).send(body);
  const list = async (session: Session, resource: string, filter: Record<string, unknown> = {}, sort?: [string, string]) =>
    (
      await t.http
        .get(`/api/${resource}`)
        .query({ filter: JSON.stringify(filter), ...(sort ? { sort: JSON.stringify(sort) } : {}), range: '[0,99]' })
        .set(session.auth)
        .expect(200)
    ).body as Record<string, unknown>[];
  const mobiles = (rows: Record<string, unknown>[]) => rows.map((row) => row.mobile).sort();

  it('stores every usual Thai writing of a mobile in E.164, one person per number and account', async () => {
    const writings = ['0811110001', '081-111-0002', '+66 81 111 0003', '66811110004', '(081) 111-0005'];
    for (const [at, mobile] of writings.entries()) {
      const created = await post(admin, '/api/people', { mobile, firstName: `P${at}` }).expect(201);
      expect(created.body.mobile).toBe(`+668111100${String(at + 1).padStart(2, '0')}`);
    }
    const taken = await post(admin, '/api/people', { mobile: '+66811110001' }).expect(409);
    expect(taken.body.errors).toEqual({ mobile: expect.any(String) });
    expect((await post(admin, '/api/people', { mobile: '021234567' }).expect(422)).body.errors).toHaveProperty('mobile');
    expect((await post(admin, '/api/people', { mobile: null }).expect(422)).body.errors).toHaveProperty('mobile');
    // Another account may hold the same number: people are per account.
    await post(other, '/api/people', { mobile: '0811110001' }).expect(201);
  });

  it('refuses two creates of one number at the same moment with one 201 and one 409', async () => {
    const results = await Promise.all([1, 2, 3].map(() => post(admin, '/api/people', { mobile: '0811119999' })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
  });

  it('checks custom field values by type and requirement, and removes a deleted field’s values', async () => {
    const level = await post(admin, '/api/people-fields', {
      label: 'Member level',
      key: 'memberLevel',
      type: 'choice',
      choices: ['Silver', 'Gold', 'Gold'],
      required: true,
    }).expect(201);
    expect(level.body).toMatchObject({ key: 'memberLevel', choices: ['Silver', 'Gold'], required: true });
    await post(admin, '/api/people-fields', { label: 'Points', key: 'points', type: 'number' }).expect(201);
    await post(admin, '/api/people-fields', { label: 'Joined', key: 'joined', type: 'date' }).expect(201);
    expect((await post(admin, '/api/people-fields', { label: 'X', key: 'memberLevel', type: 'text' }).expect(409)).body.errors).toEqual({
      key: expect.any(String),
    });
    expect((await post(admin, '/api/people-fields', { label: 'X', key: 'firstName', type: 'text' }).expect(422)).body.errors).toHaveProperty('key');
    expect((await post(admin, '/api/people-fields', { label: 'X', key: '1bad key', type: 'text' }).expect(422)).body.errors).toHaveProperty('key');
    // Names every JavaScript object already has: a value under them could never be read back.
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'ToString'])
      expect((await post(admin, '/api/people-fields', { label: 'X', key, type: 'text' }).expect(422)).body.errors).toEqual({
        key: 'validation.fieldKeyReserved',
      });
    expect((await post(admin, '/api/people-fields', { label: 'X', key: 'pick', type: 'choice' }).expect(422)).body.errors).toHaveProperty('choices');

    const missing = await post(admin, '/api/people', { mobile: '0822220001' }).expect(422);
    expect(missing.body.errors).toEqual({ 'fields.memberLevel': expect.any(String) });
    const wrong = await post(admin, '/api/people', {
      mobile: '0822220001',
      fields: { memberLevel: 'Platinum', points: 'many', joined: '2024-02-30', nope: 1 },
    }).expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['fields.joined', 'fields.memberLevel', 'fields.nope', 'fields.points']);

    const person = await post(admin, '/api/people', {
      mobile: '0822220001',
      fields: { memberLevel: 'Gold', points: '120', joined: '2024-02-29' },
    }).expect(201);
    expect(person.body.fields).toEqual({ memberLevel: 'Gold', points: 120, joined: '2024-02-29' });
    // react-admin sends the whole record back; a cleared value is removed, the others stay.
    const updated = await t.http
      .put(`/api/people/${person.body.id}`)
      .set(admin.auth)
      .send({ ...person.body, fields: { ...person.body.fields, points: '' } })
      .expect(200);
    expect(updated.body.fields).toEqual({ memberLevel: 'Gold', joined: '2024-02-29' });

    await t.http.delete(`/api/people-fields/${level.body.id}`).set(admin.auth).expect(200);
    expect((await t.http.get(`/api/people/${person.body.id}`).set(admin.auth).expect(200)).body.fields).toEqual({ joined: '2024-02-29' });
    // The field is gone, so nothing is required any more.
    await post(admin, '/api/people', { mobile: '0822220002' }).expect(201);
  });

  it('searches names (Thai without word spaces too) and phones as people type them', async () => {
    await post(admin, '/api/people', { mobile: '0833330001', firstName: 'สมชาย', lastName: 'ใจดี' }).expect(201);
    await post(admin, '/api/people', { mobile: '0833330002', firstName: 'Somchai', lastName: 'Jaidee' }).expect(201);
    expect(mobiles(await list(admin, 'people', { q: 'ชาย' }))).toEqual(['+66833330001']);
    expect(mobiles(await list(admin, 'people', { q: 'สมชาย ใจดี' }))).toEqual(['+66833330001']);
    expect(mobiles(await list(admin, 'people', { q: 'somchai jaidee' }))).toEqual(['+66833330002']);
    expect(mobiles(await list(admin, 'people', { q: '083-333-0002' }))).toEqual(['+66833330002']);
    expect(mobiles(await list(admin, 'people', { q: '0833330' }))).toEqual(['+66833330001', '+66833330002']);
    // Another account's people never show.
    expect(await list(other, 'people', { q: 'ชาย' })).toEqual([]);
  });

  it('tags people, filters by tag, counts members and never mixes accounts', async () => {
    const vip = (await post(admin, '/api/tags', { name: 'VIP' }).expect(201)).body;
    expect(vip.memberCount).toBe(0);
    await post(admin, '/api/tags', { name: 'vip' }).expect(409);
    const foreignTag = (await post(other, '/api/tags', { name: 'VIP' }).expect(201)).body;

    const a = (await post(admin, '/api/people', { mobile: '0844440001', tagIds: [vip.id] }).expect(201)).body;
    const b = (await post(admin, '/api/people', { mobile: '0844440002' }).expect(201)).body;
    expect(a.tagIds).toEqual([vip.id]);
    // Another account's tag is refused, not silently dropped.
    expect((await post(admin, '/api/people', { mobile: '0844440003', tagIds: [foreignTag.id] }).expect(422)).body.errors).toHaveProperty(
      'tagIds',
    );

    const bulk = await post(admin, '/api/people/bulk', { action: 'tag', ids: [a.id, b.id], tagIds: [vip.id] }).expect(200);
    expect(bulk.body).toEqual({ affected: 1 });
    expect(mobiles(await list(admin, 'people', { tagId: vip.id }))).toEqual(['+66844440001', '+66844440002']);
    expect((await t.http.get(`/api/tags/${vip.id}`).set(admin.auth).expect(200)).body.memberCount).toBe(2);

    // Bulk actions with another account's ids change nothing there.
    const foreigner = (await post(other, '/api/people', { mobile: '0844440009' }).expect(201)).body;
    expect((await post(admin, '/api/people/bulk', { action: 'tag', ids: [foreigner.id], tagIds: [vip.id] }).expect(200)).body).toEqual({
      affected: 0,
    });
    expect((await post(admin, '/api/people/bulk', { action: 'delete', ids: [foreigner.id] }).expect(200)).body).toEqual({ affected: 0 });
    await t.http.get(`/api/people/${foreigner.id}`).set(other.auth).expect(200);
    await t.http.get(`/api/people/${foreigner.id}`).set(admin.auth).expect(404);

    await post(admin, '/api/people/bulk', { action: 'untag', ids: [a.id], tagIds: [vip.id] }).expect(200);
    expect(mobiles(await list(admin, 'people', { tagId: vip.id }))).toEqual(['+66844440002']);
    await post(admin, '/api/people/bulk', { action: 'tag', ids: [a.id] }).expect(422);

    // A tag filter's count is read on person_tags alone (countTagged): each person once, and the
    // account's own only. Pages of one row, so that the count is not taken from a short page.
    const silver = (await post(admin, '/api/tags', { name: 'Silver' }).expect(201)).body;
    await post(admin, '/api/people/bulk', { action: 'tag', ids: [a.id, b.id], tagIds: [silver.id] }).expect(200);
    await post(other, '/api/people/bulk', { action: 'tag', ids: [foreigner.id], tagIds: [foreignTag.id] }).expect(200);
    const counted = async (tagId: unknown) =>
      (await t.http.get('/api/people').query({ filter: JSON.stringify({ tagId }), range: '[0,0]' }).set(admin.auth).expect(200))
        .headers['content-range'];
    expect(await counted(silver.id)).toBe('people 0-0/2');
    expect(await counted([vip.id, silver.id, foreignTag.id])).toBe('people 0-0/2');
  });

  it('has static groups with members and dynamic groups that follow their rules', async () => {
    const gold = (await post(admin, '/api/tags', { name: 'Gold' }).expect(201)).body;
    const club = (await post(admin, '/api/groups', { name: 'Club' }).expect(201)).body;
    expect(club).toMatchObject({ kind: 'static', rules: null, memberCount: 0 });
    const women = (
      await post(admin, '/api/groups', { name: 'Gold women', kind: 'dynamic', rules: { tagId: [gold.id], gender: 'female' } }).expect(201)
    ).body;
    expect(women.kind).toBe('dynamic');
    expect((await post(admin, '/api/groups', { name: 'Bad', kind: 'dynamic', rules: { gender: 'robot' } }).expect(422)).body.errors).toHaveProperty(
      'rules',
    );
    expect((await post(admin, '/api/groups', { name: 'Loop', kind: 'dynamic', rules: { groupId: club.id } }).expect(422)).body.errors).toHaveProperty(
      'rules',
    );

    const p1 = (await post(admin, '/api/people', { mobile: '0855550001', gender: 'female', tagIds: [gold.id], groupIds: [club.id] }).expect(201))
      .body;
    const p2 = (await post(admin, '/api/people', { mobile: '0855550002', gender: 'male', tagIds: [gold.id] }).expect(201)).body;
    await post(admin, '/api/people', { mobile: '0855550003', gender: 'female' }).expect(201);
    expect(p1.groupIds).toEqual([club.id]);
    // A dynamic group takes nobody by hand.
    await post(admin, '/api/people', { mobile: '0855550004', groupIds: [women.id] }).expect(422);
    await post(admin, '/api/people/bulk', { action: 'addToGroup', ids: [p2.id], groupId: women.id }).expect(422);

    await post(admin, '/api/people/bulk', { action: 'addToGroup', ids: [p2.id], groupId: club.id }).expect(200);
    expect(mobiles(await list(admin, 'people', { groupId: club.id }))).toEqual(['+66855550001', '+66855550002']);
    expect(mobiles(await list(admin, 'people', { groupId: women.id }))).toEqual(['+66855550001']);
    // The list's own search and the group's rules combine, each with its own parameters.
    expect(await list(admin, 'people', { groupId: women.id, q: '0855550002' })).toEqual([]);
    const groups = await list(admin, 'groups', {}, ['name', 'ASC']);
    expect(groups.find((group) => group.id === club.id)).toMatchObject({ memberCount: 2 });
    expect(groups.find((group) => group.id === women.id)).toMatchObject({ memberCount: 1, memberCountCapped: false });

    // Another account's group selects nobody.
    expect(await list(other, 'people', { groupId: club.id })).toEqual([]);
    await t.http.get(`/api/groups/${club.id}`).set(other.auth).expect(404);

    await post(admin, '/api/people/bulk', { action: 'removeFromGroup', ids: [p1.id, p2.id], groupId: club.id }).expect(200);
    expect(await list(admin, 'people', { groupId: club.id })).toEqual([]);
    await t.http.delete(`/api/groups/${club.id}`).set(admin.auth).expect(200);
    await t.http.get(`/api/people/${p1.id}`).set(admin.auth).expect(200);
  });

  it('blacklists the selected people, and leaves their numbers out of every send', async () => {
    const person = (await post(admin, '/api/people', { mobile: '0866660001' }).expect(201)).body;
    expect((await post(admin, '/api/people/bulk', { action: 'blacklist', ids: [person.id] }).expect(200)).body).toEqual({ affected: 1 });
    // Twice is a no-op, not a conflict.
    expect((await post(admin, '/api/people/bulk', { action: 'blacklist', ids: [person.id] }).expect(200)).body).toEqual({ affected: 0 });
    const entries = await list(admin, 'blacklist', { q: '0866660001' });
    expect(entries).toEqual([expect.objectContaining({ mobile: '+66866660001', reason: 'manual', source: 'people' })]);
  });

  it('pages by cursor through people stamped in one statement (an import) exactly once', async () => {
    const bulk = await registerAccount(t.http);
    // One statement: every row gets the same created_at, to the microsecond.
    await t.app.get(DataSource).query(
      `INSERT INTO people (account_id, mobile, fields) SELECT $1, '+6689' || lpad(n::text, 7, '0'), '{}' FROM generate_series(1, 25) n`,
      [bulk.accountId],
    );
    for (const sort of [['createdAt', 'DESC'], ['createdAt', 'ASC'], ['mobile', 'ASC']]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 10; guard++) {
        const page = await t.http
          .get('/api/people')
          .query({ sort: JSON.stringify(sort), range: '[0,9]', ...(cursor ? { cursor } : {}) })
          .set(bulk.auth)
          .expect(200);
        seen.push(...page.body.map((row: { id: string }) => row.id));
        cursor = page.headers['x-next-cursor'];
        if (!cursor) break;
      }
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
    }
  });

  it('answers a common word from the newest rows and a rare one from the index, the same pages either way, counting to 1,000', async () => {
    const bulk = await registerAccount(t.http);
    const db = t.app.get(DataSource);
    // 12,000 people, newest last in n: one in five named Srisuk, one named Rareword (the oldest),
    // one in ten tagged and in a static group.
    await db.query(
      `INSERT INTO people (account_id, mobile, first_name, last_name, fields, created_at)
       SELECT $1, '+6688' || lpad(n::text, 7, '0'), 'P' || n,
              CASE WHEN n = 1 THEN 'Rareword' WHEN n % 5 = 0 THEN 'Srisuk' ELSE 'Other' END, '{}',
              timestamptz '2026-01-01' + n * interval '1 second'
         FROM generate_series(1, 12000) n`,
      [bulk.accountId],
    );
    const tag = await post(bulk, '/api/tags', { name: 'Tenth' }).expect(201);
    const group = await post(bulk, '/api/groups', { name: 'Tenth', kind: 'static' }).expect(201);
    for (const [table, column, id] of [['person_tags', 'tag_id', tag.body.id], ['group_members', 'group_id', group.body.id]]) {
      await db.query(
        `INSERT INTO ${table} (${column}, person_id, account_id) SELECT $1, id, account_id FROM people
          WHERE account_id = $2 AND substr(mobile, 6)::int % 10 = 0`,
        [id, bulk.accountId],
      );
    }
    const page = (filter: Record<string, unknown>, range = '[0,9]', sort = ['createdAt', 'DESC']) =>
      t.http.get('/api/people').query({ filter: JSON.stringify(filter), range, sort: JSON.stringify(sort) }).set(bulk.auth).expect(200);

    // The window's answer is what a query over every row gives: the newest matches, in order.
    const first = await page({ q: 'Srisuk' });
    expect(first.headers['content-range']).toBe('people 0-9/1000+');
    expect(first.body.map((row: { firstName: string }) => row.firstName)).toEqual(
      Array.from({ length: 10 }, (_, at) => `P${12000 - at * 5}`),
    );
    const later = await page({ q: 'Srisuk' }, '[990,999]');
    expect(later.body.map((row: { firstName: string }) => row.firstName)).toEqual(
      Array.from({ length: 10 }, (_, at) => `P${12000 - (990 + at) * 5}`),
    );
    const next = await t.http
      .get('/api/people')
      .query({ filter: JSON.stringify({ q: 'Srisuk' }), range: '[0,9]', cursor: first.headers['x-next-cursor'] })
      .set(bulk.auth)
      .expect(200);
    expect(next.body[0].firstName).toBe('P11950');
    const oldest = await page({ q: 'Srisuk' }, '[0,2]', ['createdAt', 'ASC']);
    expect(oldest.body.map((row: { firstName: string }) => row.firstName)).toEqual(['P5', 'P10', 'P15']);
    // A word the newest rows lack, and a page beyond the window, come from the trigram index.
    const rare = await page({ q: 'Rareword' });
    expect(rare.headers['content-range']).toBe('people 0-0/1');
    expect(rare.body[0].firstName).toBe('P1');
    // A search together with another filter counts exactly below the cap.
    const both = await page({ q: 'Srisuk', tagId: tag.body.id });
    expect(both.headers['content-range']).toBe('people 0-9/1000+');
    const few = await page({ q: 'P120' }); // P120, P1200 to P1209, P12000
    expect(few.headers['content-range']).toBe('people 0-9/12');
    // Tags and groups count to 1,000, the whole list to 10,000.
    expect((await page({ tagId: tag.body.id })).headers['content-range']).toBe('people 0-9/1000+');
    expect((await page({ groupId: group.body.id })).headers['content-range']).toBe('people 0-9/1000+');
    expect((await page({})).headers['content-range']).toBe('people 0-9/10000+');
  });

  it('exports the filtered list as CSV with a BOM, tag names and custom fields, formula-safe, headers in the caller’s language', async () => {
    const shop = await registerAccount(t.http);
    await post(shop, '/api/people-fields', { label: 'ระดับ', key: 'level', type: 'text' }).expect(201);
    const gold = (await post(shop, '/api/tags', { name: 'Gold' }).expect(201)).body;
    await post(shop, '/api/people', { mobile: '0899990001', firstName: '=cmd()', fields: { level: 'A' }, tagIds: [gold.id] }).expect(201);
    await post(shop, '/api/people', { mobile: '0899990002', firstName: 'สมหญิง' }).expect(201);
    const csv = await t.http
      .get('/api/people/export')
      .query({ format: 'csv', filter: JSON.stringify({ tagId: gold.id }) })
      .set(shop.auth)
      .set('Accept-Language', 'th')
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('เบอร์มือถือ,ชื่อ,นามสกุล,อีเมล,เพศ,วันเกิด,แท็ก,สร้างเมื่อ,ระดับ');
    // A leading + or = would run as a formula in a spreadsheet: both cells are neutralised.
    expect(lines[1]).toMatch(/^'\+66899990001,'=cmd\(\),,,,,Gold,.+,A$/);
    const xlsx = await t.http.get('/api/people/export').query({ format: 'xlsx' }).set(shop.auth).expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    await t.http.get('/api/people/export').query({ format: 'pdf' }).set(shop.auth).expect(422);
    await t.http.get('/api/people/export').query({ format: 'csv', filter: '{"nope":1}' }).set(shop.auth).expect(400);
  });

  it('lets viewers read but not write, and operators not shape People Structure', async () => {
    const viewer = await userWithRole(t.http, admin, 'viewer');
    const operator = await userWithRole(t.http, admin, 'operator');
    await t.http.get('/api/people').set(viewer.auth).expect(200);
    await post(viewer, '/api/people', { mobile: '0877770001' }).expect(403);
    await post(viewer, '/api/people/bulk', { action: 'delete', ids: [admin.accountId] }).expect(403);
    await post(operator, '/api/people', { mobile: '0877770001' }).expect(201);
    await t.http.get('/api/people-fields').set(operator.auth).expect(200);
    await post(operator, '/api/people-fields', { label: 'X', key: 'x', type: 'text' }).expect(403);
  });
});
