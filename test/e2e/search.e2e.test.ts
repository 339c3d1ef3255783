import { DataSource } from 'typeorm';
import { applyListQuery, parseListQuery } from '../../backend/src/common/http/list-query.js';
import { Account } from '../../backend/src/modules/accounts/account.entity.js';
import { SUB_ACCOUNT_LIST } from '../../backend/src/modules/accounts/accounts.service.js';
import { User } from '../../backend/src/modules/users/user.entity.js';
import { Person } from '../../backend/src/modules/people/person.entity.js';
import { PEOPLE_LIST } from '../../backend/src/modules/people/people-list.js';
import { USER_LIST } from '../../backend/src/modules/users/users.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, unique, type Session } from '../utils/factories.js';

/**
 * The `q` search: substrings of Thai written without spaces, on the trigram indexes, with
 * no false hits, and short queries that still work.
 */
describe('search (trigram-indexed, Thai without word spaces)', () => {
  let t: TestApp;
  let admin: Session;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http, { firstName: 'Owner', lastName: 'Person' });
    // Near misses on purpose: one letter apart (สมชัย), the same letters in another order.
    for (const firstName of ['นายสมชายใจดี', 'นายสมชัยใจดี', 'นางสาวชายสมใจ', 'Somchai Jaidee']) {
      const username = unique('s');
      const res = await t.http
        .post('/api/users')
        .set(admin.auth)
        .send({ username, firstName, lastName: '', email: `${username}@example.com`, role: 'viewer', password: PASSWORD })
        .expect(201);
      ids[firstName] = res.body.id;
    }
  }, 60_000);
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.http
      .get('/api/users')
      .query({ filter: JSON.stringify({ q }) })
      .set(admin.auth)
      .expect(200);
    return (res.body as { id: string }[]).map((row) => row.id).sort();
  };
  const idsOf = (...names: string[]) => names.map((name) => ids[name]).sort();

  it('finds a Thai substring inside a name written without spaces, and nothing else', async () => {
    expect(await search('สมชาย')).toEqual(idsOf('นายสมชายใจดี'));
    expect(await search('ชายใจ')).toEqual(idsOf('นายสมชายใจดี'));
    expect(await search('นายสมชายใจดี')).toEqual(idsOf('นายสมชายใจดี'));
    expect(await search('สมชัย')).toEqual(idsOf('นายสมชัยใจดี'));
    expect(await search('ใจดี')).toEqual(idsOf('นายสมชายใจดี', 'นายสมชัยใจดี'));
    expect(await search('สมชายใจร้าย')).toEqual([]);
  });

  it('is case-insensitive for Latin names and searches e-mails too', async () => {
    expect(await search('SOMCHAI jai')).toEqual(idsOf('Somchai Jaidee'));
    const user = await t.app.get(DataSource).getRepository(User).findOneByOrFail({ id: ids['นายสมชายใจดี'] });
    expect(await search(user.email.slice(0, 8).toUpperCase())).toEqual([user.id]);
  });

  it('answers one- and two-character searches (no trigram) by a plain match', async () => {
    expect(await search('สม')).toEqual(idsOf('นายสมชายใจดี', 'นายสมชัยใจดี', 'นางสาวชายสมใจ'));
    expect(await search('ชั')).toEqual(idsOf('นายสมชัยใจดี'));
    expect(await search('ั')).toEqual(idsOf('นายสมชัยใจดี'));
    expect(await search('ฮ')).toEqual([]);
    expect(await search('zq')).toEqual([]);
  });

  it("reads Thai as word characters in the database's locale, so its trigrams index Thai names", async () => {
    const [row] = (await t.app
      .get(DataSource)
      .query(`SELECT cardinality(show_trgm('นายสมชาย')) AS thai, cardinality(show_trgm('ab')) AS short`)) as {
      thai: number;
      short: number;
    }[];
    // A word of n characters padded as pg_trgm pads it (two spaces before, one after): n + 1 trigrams.
    expect(row.thai).toBe(9);
    expect(row.short).toBe(3);
  });

  // Tiny tables are scanned whatever the indexes, or walked in the order's index (which is
  // what a common word should get); with both priced out, the plan shows that the SQL the
  // helper writes is one the trigram indexes answer (GIN indexes are read by bitmap scans).
  it.each([
    ['users', User, USER_LIST, 'user', ['idx_users_search']],
    ['people', Person, PEOPLE_LIST, 'person', ['idx_people_search']],
    ['sub-accounts', Account, SUB_ACCOUNT_LIST, 'account', ['idx_accounts_search_name']],
  ] as const)('the %s search of 3+ characters runs on its trigram indexes', async (_name, entity, spec, alias, indexes) => {
    const dataSource = t.app.get(DataSource);
    const qb = applyListQuery(
      dataSource.getRepository(entity as typeof User).createQueryBuilder(alias),
      parseListQuery({ filter: JSON.stringify({ q: 'สมชาย' }) }, spec),
      spec,
    );
    const [sql, parameters] = qb.getQueryAndParameters();
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      await runner.query('SET LOCAL enable_indexscan = off');
      const plan = ((await runner.query(`EXPLAIN ${sql}`, parameters)) as { 'QUERY PLAN': string }[])
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      for (const index of indexes) expect(plan).toContain(index);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('finds sub-accounts by a Thai substring of their name', async () => {
    const create = (name: string) =>
      t.http
        .post('/api/sub-accounts')
        .set(admin.auth)
        .send({
          name,
          plan: 'trials',
          adminEmail: `${unique('sa')}@example.com`,
          adminFirstName: 'Sub',
          adminLastName: 'Admin',
          adminPassword: PASSWORD,
        })
        .then((res) => {
          expect([res.status, res.body]).toEqual([201, expect.anything()]);
          return res;
        });
    const shop = await create('ร้านสมชายการค้า');
    await create('ร้านสมชัยการค้า');
    const res = await t.http
      .get('/api/sub-accounts')
      .query({ filter: JSON.stringify({ q: 'สมชาย' }) })
      .set(admin.auth)
      .expect(200);
    expect((res.body as { id: string }[]).map((row) => row.id)).toEqual([shop.body.id]);
  });
});
