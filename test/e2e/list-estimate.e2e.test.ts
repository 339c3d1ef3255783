import { DataSource } from 'typeorm';
import { ESTIMATE_TRUSTED, forgetEstimates } from '../../backend/src/common/http/list-query.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';

const PEOPLE = ESTIMATE_TRUSTED + 10_000;
const LEFT = 25;

/**
 * A whole list the planner puts far past the count's cap answers "10000+" from the estimate,
 * without counting (list-query's countOf); a filtered list still counts, and a page shorter
 * than its size gives the exact count whatever the estimate says. The estimate is made stale
 * on purpose here: rows deleted, the table not analysed again.
 */
describe('the count of a list far past its cap', () => {
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

  it('answers 10000+ from the estimate for the whole list, and counts a filtered one', async () => {
    expect(await total({})).toEqual({ rows: 10, total: '10000+' });
    expect(await total({ filter: firstDay })).toEqual({ rows: 10, total: '10000+' });
  });

  it('keeps counting exactly where the estimate has gone stale', async () => {
    await db.query(
      `DELETE FROM people WHERE account_id = $1 AND id NOT IN
         (SELECT id FROM people WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${LEFT})`,
      [admin.accountId],
    );
    // The statistics still say more than ESTIMATE_TRUSTED: a full first page shows the estimate.
    expect(await total({})).toEqual({ rows: 10, total: '10000+' });
    // A short page ends the list.
    expect(await total({ range: '[20,29]' })).toEqual({ rows: LEFT - 20, total: String(LEFT) });
    expect(await total({ range: '[30,39]' })).toEqual({ rows: 0, total: String(LEFT) });
    // A filtered list found past its cap a moment ago says so for ten seconds (list-memo.ts),
    // then is counted again, exactly.
    expect(await total({ filter: firstDay })).toEqual({ rows: 10, total: '10000+' });
    const later = Date.now() + 10_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await total({ filter: firstDay })).toEqual({ rows: 10, total: String(LEFT) });
    } finally {
      clock.mockRestore();
    }
    // Analysed again: the new estimate is read once the one kept has been forgotten (it is
    // kept ten seconds, see estimatedRows).
    await db.query('ANALYZE people');
    expect(await total({})).toEqual({ rows: 10, total: '10000+' });
    forgetEstimates();
    expect(await total({})).toEqual({ rows: 10, total: String(LEFT) });
  });
});
