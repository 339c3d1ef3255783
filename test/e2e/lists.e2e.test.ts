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
  it('always orders by id after the requested field', () => {
    const qb = t.app.get(DataSource).getRepository(User).createQueryBuilder('user');
    const sql = applyListQuery(qb, parseListQuery({ sort: '["role","DESC"]' }, USER_LIST), USER_LIST).getSql();
    expect(sql).toMatch(/ORDER BY "user"\."role" DESC NULLS LAST, "user"\."id" ASC/);
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
});
