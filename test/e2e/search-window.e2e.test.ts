import { DataSource } from 'typeorm';
import { COUNT_CAP, FILTERED_COUNT_CAP } from '../../backend/src/common/http/list-query.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';

const PEOPLE = 12_000;

/**
 * Searches over a list of 12,000 people, for words common, middling and rare, near the head
 * of the list and deep in it: each page must be exactly what a plain ILIKE in the list's
 * order gives, and the count exact up to FILTERED_COUNT_CAP and "1000+" beyond.
 */
describe('search on a long list', () => {
  let t: TestApp;
  let admin: Session;
  let db: DataSource;

  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    db = t.app.get(DataSource);
    // Newest first is the list's order: row n is n seconds old, so row 0 leads the list.
    // Every 6th person is a ศรีสุข (common: past the count's cap), every 50th a มณีรัตน์ (240:
    // counted exactly), and three people deep in the list are ประเสริฐ (rare).
    await db.query(
      `INSERT INTO people (account_id, mobile, first_name, last_name, fields, created_at)
       SELECT $1, '+6681' || lpad(n::text, 7, '0'),
              CASE WHEN n % 6 = 0 THEN 'ศรีสุข' WHEN n % 50 = 1 THEN 'มณีรัตน์'
                   WHEN n IN (11002, 11500, 11999) THEN 'ประเสริฐ' ELSE 'Person' END,
              'n' || n, '{}', now() - n * interval '1 second'
         FROM generate_series(0, $2 - 1) n`,
      [admin.accountId, PEOPLE],
    );
    await db.query('ANALYZE people');
  }, 60_000);
  afterAll(() => t.close());

  /** The page and Content-Range the API answers, against the same search done plainly. */
  const compare = async (q: string, range: [number, number], session = admin) => {
    const res = await t.http
      .get('/api/people')
      .query({ filter: JSON.stringify({ q }), range: JSON.stringify(range) })
      .set(session.auth)
      .expect(200);
    const plain: { id: string }[] = await db.query(
      `SELECT id FROM people WHERE account_id = $1 AND (first_name ILIKE $2 OR last_name ILIKE $2 OR mobile ILIKE $2)
        ORDER BY created_at DESC, id DESC`,
      [session.accountId, `%${q}%`],
    );
    const expected = plain.slice(range[0], range[1] + 1).map((row) => row.id);
    expect((res.body as { id: string }[]).map((row) => row.id)).toEqual(expected);
    return { total: /\/(\d+\+?)$/.exec(res.headers['content-range'])![1], matches: plain.length };
  };

  it('pages a common word, its count capped', async () => {
    const { total, matches } = await compare('ศรีสุข', [0, 9]);
    expect(matches).toBeGreaterThan(FILTERED_COUNT_CAP);
    expect(total).toBe(`${FILTERED_COUNT_CAP}+`);
    // A later page inside the counted rows.
    await compare('ศรีสุข', [990, 999]);
  });

  it('pages a middling word and counts it exactly', async () => {
    const { total, matches } = await compare('มณีรัตน์', [0, 9]);
    expect(matches).toBe(PEOPLE / 50);
    expect(total).toBe(String(PEOPLE / 50));
    await compare('มณีรัตน์', [200, 209]);
    // A page of 100.
    await compare('มณีรัตน์', [100, 199]);
  });

  it('pages a word dense among the newest rows and sparse after them', async () => {
    // The 500 newest of 10,500 people carry it, and 100 more far older ones.
    const other = await registerAccount(t.http);
    await db.query(
      `INSERT INTO people (account_id, mobile, first_name, last_name, fields, created_at)
       SELECT $1, '+6684' || lpad(n::text, 7, '0'),
              CASE WHEN n < 500 OR n BETWEEN 10200 AND 10299 THEN 'กนกวรรณ' ELSE 'Person' END,
              'n' || n, '{}', now() - n * interval '1 second'
         FROM generate_series(0, 10499) n`,
      [other.accountId],
    );
    expect(await compare('กนกวรรณ', [500, 509], other)).toEqual({ total: '600', matches: 600 });
    expect(await compare('กนกวรรณ', [0, 99], other)).toEqual({ total: '600', matches: 600 });
  });

  it('answers a page beyond the count cap, and an empty one past the end, with the capped count', async () => {
    const page = async (range: [number, number]) => {
      const res = await t.http.get('/api/people').query({ range: JSON.stringify(range) }).set(admin.auth).expect(200);
      return { ids: (res.body as { id: string }[]).map((row) => row.id), total: /\/(\d+\+?)$/.exec(res.headers['content-range'])![1] };
    };
    const plain: { id: string }[] = await db.query(
      `SELECT id FROM people WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 10`,
      [admin.accountId, COUNT_CAP],
    );
    expect(await page([COUNT_CAP, COUNT_CAP + 9])).toEqual({ ids: plain.map((row) => row.id), total: `${COUNT_CAP}+` });
    expect(await page([PEOPLE + 100, PEOPLE + 109])).toEqual({ ids: [], total: `${COUNT_CAP}+` });
  });

  it('pages a word the newest rows lack but more than the cap carry, in the list’s order', async () => {
    // 2,000 newest people without it, then 1,200 older ones with it: more matches than the cap.
    const other = await registerAccount(t.http);
    await db.query(
      `INSERT INTO people (account_id, mobile, first_name, last_name, fields, created_at)
       SELECT $1, '+6682' || lpad(n::text, 7, '0'), CASE WHEN n < 2000 THEN 'Person' ELSE 'วิไลวรรณ' END,
              'n' || n, '{}', now() - n * interval '1 second'
         FROM generate_series(0, 3199) n`,
      [other.accountId],
    );
    expect((await compare('วิไลวรรณ', [10, 19], other)).total).toBe(`${FILTERED_COUNT_CAP}+`);
  });

  it('answers a page deep in a search of an account the statistics have not seen yet', async () => {
    // The table analysed before the account's people exist: the planner expects one row there.
    // A page's ids chosen by a subquery must still be read once, not once per row of the account.
    const fresh = await registerAccount(t.http);
    await db.query('ALTER TABLE people SET (autovacuum_enabled = false)');
    try {
      await db.query('ANALYZE people');
      await db.query(
        `INSERT INTO people (account_id, mobile, first_name, last_name, fields, created_at)
         SELECT $1, '+6683' || lpad(n::text, 7, '0'), CASE WHEN n % 6 = 0 THEN 'Srisuk' ELSE 'Other' END,
                'n' || n, '{}', now() - n * interval '1 second'
           FROM generate_series(0, 11999) n`,
        [fresh.accountId],
      );
      await compare('Srisuk', [990, 999], fresh);
    } finally {
      await db.query('ALTER TABLE people RESET (autovacuum_enabled)');
    }
  }, 15_000);

  it('finds a rare word deep in the list', async () => {
    const { total } = await compare('ประเสริฐ', [0, 9]);
    expect(total).toBe('3');
  });
});
