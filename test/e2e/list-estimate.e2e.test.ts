import { DataSource } from 'typeorm';
import { COUNT_CAP } from '../../backend/src/common/http/list-query.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';

const PEOPLE = COUNT_CAP + 500;
const LEFT = 25;

/**
 * A list past its count's cap answers "10000+"; once rows are deleted, the next request counts
 * what is left, exactly, whether the list is filtered or not and whether the table's statistics
 * have caught up or not (nothing is remembered between requests).
 */
describe('the count of a list past its cap', () => {
  let t: TestApp;
  let admin: Session;
  let db: DataSource;

  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    db = t.app.get(DataSource);
    await db.query('ALTER TABLE people SET (autovacuum_enabled = false)');
    await db.query(
      `INSERT INTO people (account_id, mobile, first_name, fields, created_at)
       SELECT $1, '+6682' || lpad(n::text, 7, '0'), 'Person', '{}', now() - n * interval '1 second'
         FROM generate_series(0, $2 - 1) n`,
      [admin.accountId, PEOPLE],
    );
    await db.query('ANALYZE people');
  }, 120_000);
  afterAll(async () => {
    await db.query('ALTER TABLE people RESET (autovacuum_enabled)');
    await t.close();
  });

  const total = async (query: Record<string, string>) => {
    const res = await t.http.get('/api/people').query(query).set(admin.auth).expect(200);
    return { rows: (res.body as unknown[]).length, total: /\/(\d+\+?)$/.exec(res.headers['content-range'])![1] };
  };
  const firstDay = JSON.stringify({ createdAt_gte: new Date(Date.now() - 86_400_000).toISOString() });

  it('answers 10000+ for the whole list and for a filtered one', async () => {
    expect(await total({})).toEqual({ rows: 10, total: '10000+' });
    expect(await total({ filter: firstDay })).toEqual({ rows: 10, total: '10000+' });
    expect(await total({ range: '[10000,10009]' })).toEqual({ rows: 10, total: '10000+' });
  });

  it('counts exactly right after a delete, the statistics not analysed again', async () => {
    await db.query(
      `DELETE FROM people WHERE account_id = $1 AND id NOT IN
         (SELECT id FROM people WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${LEFT})`,
      [admin.accountId],
    );
    expect(await total({})).toEqual({ rows: 10, total: String(LEFT) });
    expect(await total({ filter: firstDay })).toEqual({ rows: 10, total: String(LEFT) });
    expect(await total({ range: '[20,29]' })).toEqual({ rows: LEFT - 20, total: String(LEFT) });
    expect(await total({ range: '[30,39]' })).toEqual({ rows: 0, total: String(LEFT) });
  });
});
