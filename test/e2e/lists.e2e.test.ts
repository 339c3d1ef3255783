import { DataSource } from 'typeorm';
import { applyListQuery, parseListQuery } from '../../backend/src/common/http/list-query.js';
import { User } from '../../backend/src/modules/users/user.entity.js';
import { USER_LIST } from '../../backend/src/modules/users/users.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, unique, type Session } from '../utils/factories.js';

/** The one list helper, through a real resource: stable pages and literal search. */
describe('lists (the shared list helper)', () => {
  let t: TestApp;
  let admin: Session;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    // Twelve users sharing one role and one name: only the tie-breaker orders them.
    for (let i = 0; i < 12; i++) {
      const username = unique('same');
      const res = await t.http
        .post('/api/users')
        .set(admin.auth)
        .send({ username, firstName: 'Same', lastName: 'Name', email: `${username}@example.com`, role: 'viewer', password: PASSWORD })
        .expect(201);
      ids.push(res.body.id);
    }
  }, 60_000);
  afterAll(() => t.close());

  it.each(['role', 'fullName', 'status'])('pages through rows sharing the sort value %s exactly once each', async (field) => {
    const seen: string[] = [];
    for (let start = 0; start < 13; start += 3) {
      const page = await t.http
        .get('/api/users')
        .query({ sort: JSON.stringify([field, 'ASC']), range: `[${start},${start + 2}]`, filter: '{"role":"viewer"}' })
        .set(admin.auth)
        .expect(200);
      seen.push(...page.body.map((row: { id: string }) => row.id));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  // Small tables come back in a stable order anyway; the SQL shows the tie-breaker is there.
  // The tie-breaker follows the sort's direction, and NOT NULL columns get no NULLS clause,
  // so that an index (account_id, column, id) gives the order without sorting.
  it('always orders by id after the requested field', () => {
    const sql = (sort: string) => {
      const qb = t.app.get(DataSource).getRepository(User).createQueryBuilder('user');
      return applyListQuery(qb, parseListQuery({ sort }, USER_LIST), USER_LIST).getSql();
    };
    expect(sql('["role","DESC"]')).toMatch(/ORDER BY "user"\."role" DESC, "user"\."id" DESC/);
    expect(sql('["createdAt","ASC"]')).toMatch(/ORDER BY "user"\."created_at" ASC, "user"\."id" ASC/);
    expect(sql('["lastLoginAt","DESC"]')).toMatch(/ORDER BY "user"\."last_login_at" DESC NULLS LAST, "user"\."id" DESC/);
  });

  it('searches % and _ literally, not as wildcards', async () => {
    const make = (firstName: string) => {
      const username = unique('lit');
      return t.http
        .post('/api/users')
        .set(admin.auth)
        .send({ username, firstName, email: `${username}@example.com`, role: 'viewer', password: PASSWORD })
        .expect(201);
    };
    const literal = await make('Lit_100%');
    await make('LitX100X');
    await make('LitX100');
    for (const q of ['Lit_100%', 't_1', '100%']) {
      const found = await t.http.get('/api/users').query({ filter: JSON.stringify({ q }) }).set(admin.auth).expect(200);
      expect(found.body.map((row: { id: string }) => row.id)).toEqual([literal.body.id]);
    }
  });

  it('filters by date range with react-admin\'s _gte/_lte names and refuses what is not a date', async () => {
    const now = new Date();
    const inside = await t.http
      .get('/api/users')
      .query({ filter: JSON.stringify({ createdAt_gte: new Date(now.getTime() - 3_600_000).toISOString(), createdAt_lte: now.toISOString() }) })
      .set(admin.auth)
      .expect(200);
    expect(inside.body.length).toBeGreaterThan(0);
    const future = await t.http.get('/api/users').query({ filter: JSON.stringify({ createdAt_gt: '2999-01-01' }) }).set(admin.auth).expect(200);
    expect(future.body).toEqual([]);
    for (const bad of ['yesterday', '2026-13-45', 5, '2026-01-01\u0000']) {
      await t.http.get('/api/users').query({ filter: JSON.stringify({ createdAt_gte: bad }) }).set(admin.auth).expect(400);
    }
    await t.http.get('/api/users').query({ filter: JSON.stringify({ createdAt: '2026-01-01' }) }).set(admin.auth).expect(400);
  });

  it('pages by keyset cursor through every row exactly once, in both directions and with ties', async () => {
    for (const sort of [['fullName', 'ASC'], ['createdAt', 'DESC'], ['lastLoginAt', 'ASC'], ['lastLoginAt', 'DESC']]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 20; guard++) {
        const page = await t.http
          .get('/api/users')
          .query({ sort: JSON.stringify(sort), range: '[0,4]', filter: '{"role":"viewer"}', ...(cursor ? { cursor } : {}) })
          .set(admin.auth)
          .expect(200);
        seen.push(...page.body.map((row: { id: string }) => row.id));
        cursor = page.headers['x-next-cursor'];
        if (!cursor) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(seen)).toEqual(new Set(ids.concat(seen.filter((id) => !ids.includes(id)))));
      expect(seen.filter((id) => ids.includes(id))).toHaveLength(12);
    }
    await t.http.get('/api/users').query({ cursor: 'not-a-cursor' }).set(admin.auth).expect(400);
  });

  it('counts exactly up to 10,000 and says 10000+ beyond, without counting every row', async () => {
    const big = await registerAccount(t.http);
    await t.app.get(DataSource).query(
      `INSERT INTO users (account_id, username, email, first_name, full_name, password_hash, role)
       SELECT $1, 'bulk' || n || $2, 'bulk' || n || $2 || '@example.com', 'Bulk', 'Bulk ' || n, 'x', 'viewer'
         FROM generate_series(1, 10050) n`,
      [big.accountId, unique('')],
    );
    const capped = await t.http.get('/api/users').query({ range: '[0,9]' }).set(big.auth).expect(200);
    expect(capped.headers['content-range']).toBe('users 0-9/10000+');
    const exact = await t.http.get('/api/users').query({ filter: '{"role":"admin"}' }).set(big.auth).expect(200);
    expect(exact.headers['content-range']).toBe('users 0-0/1');
    const deep = await t.http.get('/api/users').query({ range: '[10040,10049]', sort: '["id","ASC"]' }).set(big.auth).expect(200);
    expect(deep.body).toHaveLength(10);
  });
});
