import { randomBytes } from 'node:crypto';
import { DataSource, EntitySchema, type Logger, type SelectQueryBuilder } from 'typeorm';
import {
  COUNT_CAP,
  ESTIMATE_TRUSTED,
  FILTERED_COUNT_CAP,
  cappedCount,
  everyRow,
  findPage,
  parseListQuery,
  type FindPageOptions,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../backend/src/common/http/list-query.js';

/**
 * The list helper against a real PostgreSQL, without the app: a table of its own in a schema of
 * its own. Every page and count must be what a plain query in the list's order gives, and a page
 * must cost the statements the helper promises (the rows, and the count or the planner's estimate).
 */

interface Thing {
  id: string;
  grp: number;
  name: string;
  size: number | null;
  createdAt: Date;
}

const Things = new EntitySchema<Thing>({
  name: 'Thing',
  tableName: 'things',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    grp: { type: 'int' },
    name: { type: 'text' },
    size: { type: 'int', nullable: true },
    createdAt: { name: 'created_at', type: 'timestamptz' },
  },
});

const spec: ListSpec = {
  resource: 'things',
  sortable: { createdAt: 'thing.createdAt', name: 'thing.name', size: 'thing.size' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['thing.name'] },
    words: { kind: 'search', columns: ['thing.name'], words: true },
    size: { kind: 'range', column: 'thing.size', type: 'number' },
  },
};

/** The groups (tenants) of the table: one past the estimate's trust, one past the count's cap, one small. */
const BIG = 1;
const BIG_ROWS = ESTIMATE_TRUSTED + 5_000;
const WIDE = 2;
const SMALL = 3;
const WIDE_ROWS = COUNT_CAP + 2_000;
const SMALL_ROWS = 30;

/** Every statement the data source runs, as it runs it. */
const statements: string[] = [];
const recorder: Logger = {
  logQuery: (query) => void statements.push(query),
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

/** A statement's kind: the planner asked, rows counted, or rows read. */
function kindOf(statement: string): 'explain' | 'count' | 'read' {
  if (statement.startsWith('EXPLAIN')) return 'explain';
  return statement.startsWith('SELECT count(*)::int AS n FROM') ? 'count' : 'read';
}

describe('list pages and counts against PostgreSQL', () => {
  const schema = `list_query_${randomBytes(4).toString('hex')}`;
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      schema,
      entities: [Things],
      extra: { max: 4, options: `-c search_path=${schema} -c TimeZone=UTC` },
      logger: recorder,
    }).initialize();
    await db.query(`CREATE SCHEMA ${schema}`);
    await db.query(`CREATE TABLE ${schema}.things (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), grp int NOT NULL, name text NOT NULL, size int, created_at timestamptz NOT NULL
    ) WITH (autovacuum_enabled = false)`);
    // Row n of a group is the list's n-th newest: five rows to a millisecond, a microsecond apart,
    // so that a cursor holding a millisecond time would skip or repeat rows.
    const stamp = `timestamptz '2026-01-01T00:00:00Z' - (n / 5) * interval '1 millisecond' - (n % 5) * interval '1 microsecond'`;
    await db.query(
      `INSERT INTO ${schema}.things (grp, name, size, created_at) SELECT $1, 'Big', n, ${stamp} FROM generate_series(0, $2 - 1) n`,
      [BIG, BIG_ROWS],
    );
    // Every 6th row of WIDE is a ศรีสุข (common), every 50th a มณีรัตน์ (counted exactly), three
    // rows deep in the list a ประเสริฐ (rare); sizes from 11,000 on are null.
    await db.query(
      `INSERT INTO ${schema}.things (grp, name, size, created_at)
       SELECT $1, CASE WHEN n % 6 = 0 THEN 'ศรีสุข' WHEN n % 50 = 1 THEN 'มณีรัตน์'
                       WHEN n IN (11002, 11500, 11999) THEN 'ประเสริฐ' ELSE 'Person ' || n END,
              CASE WHEN n >= 11000 THEN NULL ELSE n END, ${stamp}
         FROM generate_series(0, $2 - 1) n`,
      [WIDE, WIDE_ROWS],
    );
    // SMALL: sizes with nulls and repeats, names with repeats, for keyset pages over ties and nulls.
    await db.query(
      `INSERT INTO ${schema}.things (grp, name, size, created_at)
       SELECT $1, 'Name ' || (n % 4), CASE WHEN n % 3 = 0 THEN NULL ELSE n % 5 END, ${stamp}
         FROM generate_series(0, $2 - 1) n`,
      [SMALL, SMALL_ROWS],
    );
    await db.query(`CREATE INDEX ON ${schema}.things (grp, created_at, id)`);
    // pg_trgm as the TrigramSearch migration creates it, in the product's schema.
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await db.query(`CREATE INDEX ON ${schema}.things USING gin (name public.gin_trgm_ops)`);
    await db.query(`ANALYZE ${schema}.things`);
  }, 120_000);

  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.destroy();
  });

  const scoped = (grp: number): SelectQueryBuilder<Thing> =>
    db.getRepository(Things).createQueryBuilder('thing').where('thing.grp = :grp', { grp });

  /** A page as findPage answers it, and the statements it cost. */
  async function list(grp: number, params: ListQueryParams, options?: FindPageOptions) {
    statements.length = 0;
    const page = await findPage(scoped(grp), parseListQuery(params, spec), spec, options);
    return { page, ids: page.rows.map((row) => row.id), kinds: statements.map(kindOf).sort() };
  }

  /** Every id of a group in the list's order, optionally narrowed by SQL, as a plain query gives them. */
  async function plain(grp: number, where = 'true', order = 'created_at DESC, id DESC'): Promise<string[]> {
    const rows: { id: string }[] = await db.query(
      `SELECT id FROM ${schema}.things WHERE grp = $1 AND ${where} ORDER BY ${order}`,
      [grp],
    );
    return rows.map((row) => row.id);
  }

  const range = (from: number, to: number) => JSON.stringify([from, to]);
  const filter = (value: Record<string, unknown>) => JSON.stringify(value);
  const cursorParts = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
  const shape = (page: Page<Thing>) => ({ total: page.total, capped: page.capped, offset: page.offset });

  describe('counting', () => {
    it('counts exactly up to the cap and stops one past it', async () => {
      expect(await cappedCount(scoped(WIDE))).toBe(COUNT_CAP + 1);
      expect(await cappedCount(scoped(WIDE), 5)).toBe(6);
      expect(await cappedCount(scoped(SMALL))).toBe(SMALL_ROWS);
      // Order, offset and limit of the query are not the count's.
      expect(await cappedCount(scoped(SMALL).orderBy('thing.name').offset(10).limit(3))).toBe(SMALL_ROWS);
    });

    it('answers a page and its count in two statements: exact below the cap, the cap and "+" past it', async () => {
      const whole = await list(WIDE, {});
      expect(shape(whole.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 0 });
      expect(whole.ids).toEqual((await plain(WIDE)).slice(0, 10));
      // The planner is asked first whether the whole list is far past the cap (it is not).
      expect(whole.kinds).toEqual(['count', 'explain', 'read']);

      const some = await list(WIDE, { filter: filter({ size_lt: 500 }), range: range(10, 19) });
      expect(shape(some.page)).toEqual({ total: 500, capped: false, offset: 10 });
      expect(some.ids).toEqual((await plain(WIDE, 'size < 500')).slice(10, 20));
    });

    it('counts a narrowed list to the smaller cap: exactly at it, "+" one past it', async () => {
      const at = await list(WIDE, { filter: filter({ size_lt: FILTERED_COUNT_CAP }) }, { narrowed: true });
      expect(shape(at.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: false, offset: 0 });
      const past = await list(WIDE, { filter: filter({ size_lte: FILTERED_COUNT_CAP }) }, { narrowed: true });
      expect(shape(past.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 0 });
    });

    it('takes the count from the caller when it knows a cheaper road, given the cap', async () => {
      const caps: number[] = [];
      const known = async (cap: number) => (caps.push(cap), 42);
      const page = await list(WIDE, {}, { count: known });
      expect(shape(page.page)).toEqual({ total: 42, capped: false, offset: 0 });
      expect(page.kinds).toEqual(['read']);
      await list(WIDE, {}, { count: known, narrowed: true });
      expect(caps).toEqual([COUNT_CAP, FILTERED_COUNT_CAP]);
    });

    it('answers "+" from the estimate without counting a whole list far past the cap; a filtered one is counted', async () => {
      const whole = await list(BIG, { range: range(20, 29) });
      expect(shape(whole.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 20 });
      expect(whole.ids).toEqual((await plain(BIG)).slice(20, 30));
      expect(whole.kinds).toEqual(['explain', 'read']);
      const some = await list(BIG, { filter: filter({ size_lt: 20 }) });
      expect(shape(some.page)).toEqual({ total: 20, capped: false, offset: 0 });
      expect(some.kinds).toEqual(['count', 'read']);
    });

    it('counts where the estimate has gone stale: a short page ends the list, an empty one is counted', async () => {
      await db.query(`DELETE FROM ${schema}.things WHERE grp = $1 AND size >= 25`, [BIG]);
      try {
        expect(shape((await list(BIG, { range: range(20, 29) })).page)).toEqual({ total: 25, capped: false, offset: 20 });
        const empty = await list(BIG, { range: range(30, 39) });
        expect(shape(empty.page)).toEqual({ total: 25, capped: false, offset: 30 });
        expect(empty.kinds).toEqual(['count', 'explain', 'read']);
      } finally {
        await db.query(
          `INSERT INTO ${schema}.things (grp, name, size, created_at)
           SELECT $1, 'Big', n, timestamptz '2026-01-01T00:00:00Z' - (n / 5) * interval '1 millisecond' - (n % 5) * interval '1 microsecond'
             FROM generate_series(25, $2 - 1) n`,
          [BIG, BIG_ROWS],
        );
      }
    });

    it('counts a short page, an empty list and an empty page past the end exactly', async () => {
      expect(shape((await list(SMALL, { range: range(25, 34) })).page)).toEqual({ total: SMALL_ROWS, capped: false, offset: 25 });
      expect((await list(SMALL, { filter: filter({ size_gt: 100 }) })).page).toMatchObject({ rows: [], total: 0, capped: false });
      expect(shape((await list(SMALL, { range: range(40, 49) })).page)).toEqual({ total: SMALL_ROWS, capped: false, offset: 40 });
    });

    it('counts a row added or removed at once: nothing is remembered between pages', async () => {
      const before = (await list(SMALL, {})).page.total;
      const [{ id }] = await db.query(
        `INSERT INTO ${schema}.things (grp, name, created_at) VALUES ($1, 'Extra', now()) RETURNING id`,
        [SMALL],
      );
      expect((await list(SMALL, {})).page.total).toBe(before + 1);
      await db.query(`DELETE FROM ${schema}.things WHERE id = $1`, [id]);
      expect((await list(SMALL, {})).page.total).toBe(before);
    });
  });

  it("filters by id on every list (react-admin's getMany), one or several", async () => {
    const ids = await plain(SMALL);
    expect((await list(SMALL, { filter: filter({ id: ids.slice(3, 6) }) })).ids).toEqual(ids.slice(3, 6));
    expect((await list(SMALL, { filter: filter({ id: ids[7] }) })).ids).toEqual([ids[7]]);
  });

  describe('deep pages', () => {
    it('reads a later page by its ids (chosen on the index), the first page directly', async () => {
      const later = await list(WIDE, { range: range(5_000, 5_009), filter: filter({ size_gte: 0 }) });
      expect(later.ids).toEqual((await plain(WIDE, 'size >= 0')).slice(5_000, 5_010));
      expect(statements.some((sql) => sql.includes('= ANY(ARRAY('))).toBe(true);
      await list(WIDE, { filter: filter({ size_gte: 0 }) });
      expect(statements.some((sql) => sql.includes('= ANY(ARRAY('))).toBe(false);
    });

    it('answers a page past the cap with its rows and "+", and an empty one past the end', async () => {
      const all = await plain(WIDE);
      const deep = await list(WIDE, { range: range(COUNT_CAP, COUNT_CAP + 9) });
      expect(deep.ids).toEqual(all.slice(COUNT_CAP, COUNT_CAP + 10));
      expect(shape(deep.page)).toEqual({ total: COUNT_CAP, capped: true, offset: COUNT_CAP });
      // Any row at the cap proves more than the cap: nothing is counted.
      expect(deep.kinds).toEqual(['read']);
      const last = WIDE_ROWS - 5;
      expect((await list(WIDE, { range: range(last, last + 9) })).ids).toEqual(all.slice(last));
      const past = await list(WIDE, { range: range(WIDE_ROWS + 10, WIDE_ROWS + 19) });
      expect(past.ids).toEqual([]);
      expect(shape(past.page)).toEqual({ total: COUNT_CAP, capped: true, offset: WIDE_ROWS + 10 });
      expect(past.kinds).toEqual(['count', 'read']);
    });

    it('pages a nullable sort with its nulls last in both orders', async () => {
      for (const order of ['ASC', 'DESC']) {
        const all = await plain(WIDE, 'true', `size ${order} NULLS LAST, id ${order}`);
        for (const from of [0, 10_995, 11_500]) {
          const page = await list(WIDE, { sort: JSON.stringify(['size', order]), range: range(from, from + 9) });
          expect(page.ids).toEqual(all.slice(from, from + 10));
        }
      }
    });

    it("gives a page's extras for its own rows, read in the page's statement", async () => {
      const extras = { extras: { twice: 'thing.size * 2' } };
      for (const from of [0, 10_500]) {
        const page = await list(WIDE, { range: range(from, from + 9) }, extras);
        expect([...page.page.extras!.keys()]).toEqual(page.ids);
        expect(page.page.rows.map((row) => page.page.extras!.get(row.id)!.twice)).toEqual(
          page.page.rows.map((row) => row.size! * 2),
        );
      }
      expect((await list(WIDE, {})).page.extras).toBeUndefined();
    });
  });

  describe('keyset pages', () => {
    async function every(grp: number, params: ListQueryParams, batch: number): Promise<{ ids: string[]; batches: number[] }> {
      const ids: string[] = [];
      const batches: number[] = [];
      for await (const rows of everyRow(() => scoped(grp), parseListQuery(params, spec), spec, batch)) {
        batches.push(rows.length);
        ids.push(...rows.map((row) => row.id));
      }
      return { ids, batches };
    }

    it('walks rows stamped within one millisecond exactly once, to the microsecond', async () => {
      const walked = await every(WIDE, { filter: filter({ size_lt: 100 }) }, 7);
      expect(walked.ids).toEqual(await plain(WIDE, 'size < 100'));
      expect(walked.batches).toEqual([...Array(14).fill(7), 2]);
      // A last page that is full is followed by an empty one, which gives nothing.
      expect((await every(WIDE, { filter: filter({ size_lt: 100 }) }, 10)).batches).toEqual(Array(10).fill(10));
      expect((await every(WIDE, { filter: filter({ size_lt: 0 }) }, 10)).batches).toEqual([]);
    });

    it.each([
      ['size', 'ASC', 'size ASC NULLS LAST, id ASC'],
      ['size', 'DESC', 'size DESC NULLS LAST, id DESC'],
      ['name', 'ASC', 'name ASC, id ASC'],
      ['createdAt', 'ASC', 'created_at ASC, id ASC'],
    ])('walks every row by %s %s, ties and nulls included', async (field, order, sql) => {
      const walked = await every(SMALL, { sort: JSON.stringify([field, order]) }, 4);
      expect(walked.ids).toEqual(await plain(SMALL, 'true', sql));
    });

    it('orders a NOT NULL column without a NULLS clause and pages it by row comparison, so one index reads it', async () => {
      const first = await list(WIDE, { sort: '["name","ASC"]' });
      expect(statements.some((sql) => sql.includes('NULLS'))).toBe(false);
      await list(WIDE, { sort: '["name","ASC"]', cursor: first.page.nextCursor! });
      expect(statements.some((sql) => /\("thing"\."name", "thing"\."id"\) > \(/.test(sql))).toBe(true);
      await list(WIDE, { sort: '["size","ASC"]' });
      expect(statements.some((sql) => sql.includes('NULLS LAST'))).toBe(true);
    });

    it('counts the whole list beside a keyset page', async () => {
      const first = await list(SMALL, {});
      const next = await list(SMALL, { cursor: first.page.nextCursor! });
      expect(next.ids).toEqual((await plain(SMALL)).slice(10, 20));
      expect(shape(next.page)).toEqual({ total: SMALL_ROWS, capped: false, offset: 0 });
    });

    it('gives a cursor only with a full page', async () => {
      expect((await list(SMALL, { range: range(0, 9) })).page.nextCursor).toEqual(expect.any(String));
      expect((await list(SMALL, { range: range(25, 34) })).page.nextCursor).toBeUndefined();
      const full = await list(SMALL, { range: range(20, 29), sort: '["size","ASC"]' });
      // The last row of that page has no size: the cursor carries its null.
      const [, , value, id] = cursorParts(full.page.nextCursor!);
      expect([value, id]).toEqual([null, full.ids.at(-1)]);
      // A number stays a number.
      const first = await list(SMALL, { range: range(0, 9), sort: '["size","ASC"]' });
      expect(cursorParts(first.page.nextCursor!)[2]).toBe(first.page.rows.at(-1)!.size);
    });

    it('writes a time cursor with its microseconds', async () => {
      const page = await list(WIDE, { range: range(0, 2) });
      const [, , value] = cursorParts(page.page.nextCursor!);
      expect(value).toBe('2025-12-31 23:59:59.999998+00');
    });
  });

  describe('search', () => {
    const like = (q: string) => `name ILIKE '%${q}%'`;

    it.each([
      ['ศรีสุข', [0, 9]],
      ['ศรีสุข', [990, 999]],
      ['ศรีสุข', [FILTERED_COUNT_CAP, FILTERED_COUNT_CAP + 9]],
      ['มณีรัตน์', [0, 9]],
      ['มณีรัตน์', [200, 299]],
      ['ประเสริฐ', [0, 9]],
      ['ประเสริฐ', [10, 19]],
      ['Person 1', [900, 909]],
      ['PERSON 11', [0, 99]],
      ['nowhere', [0, 9]],
    ])('finds %j at %j as a plain ILIKE does, counted to the smaller cap', async (q, [from, to]) => {
      const matches = await plain(WIDE, like(q));
      const found = await list(WIDE, { filter: filter({ q }), range: range(from, to) });
      expect(found.ids).toEqual(matches.slice(from, to + 1));
      expect(shape(found.page)).toEqual({
        total: Math.min(matches.length, FILTERED_COUNT_CAP),
        capped: matches.length > FILTERED_COUNT_CAP,
        offset: from,
      });
      // Past the smaller cap, a page holding rows is not counted; below it the planner is asked
      // first, and none of these words is far enough past the cap to be trusted.
      expect(found.kinds).toEqual(from >= FILTERED_COUNT_CAP && found.ids.length ? ['read'] : ['count', 'explain', 'read']);
    });

    it('answers "+" from the estimate for a search alone far past its cap; with another filter it is counted', async () => {
      const common = await list(BIG, { filter: filter({ q: 'big' }) });
      expect(shape(common.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 0 });
      expect(common.ids).toEqual((await plain(BIG)).slice(0, 10));
      expect(common.kinds).toEqual(['explain', 'read']);
      const narrowed = await list(BIG, { filter: filter({ q: 'big', size_lt: 2_000 }) });
      expect(shape(narrowed.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 0 });
      expect(narrowed.kinds).toEqual(['count', 'read']);
    });

    it('finds a rare word on the trigram index', async () => {
      const runner = db.createQueryRunner();
      try {
        await runner.startTransaction();
        await runner.query('SET LOCAL enable_seqscan = off');
        const [sql, parameters] = scoped(WIDE)
          .andWhere(`thing.name ILIKE '%ประเสริฐ%'`)
          .select('thing.id')
          .getQueryAndParameters();
        const plan = ((await runner.query(`EXPLAIN ${sql}`, parameters)) as { 'QUERY PLAN': string }[])
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        expect(plan).toContain('Bitmap Index Scan on things_name_idx');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });

    it('finds the rows holding every word of a search of words, however spaced', async () => {
      const found = await list(WIDE, { filter: filter({ words: '  Person \t  11 ' }) });
      expect(found.ids).toEqual((await plain(WIDE, `name LIKE '%Person%' AND name LIKE '%11%'`)).slice(0, 10));
      const short = await list(WIDE, { filter: filter({ words: 'Pe 11' }) });
      expect(short.ids).toEqual(found.ids);
    });

    it('applies the other filters with the search', async () => {
      const found = await list(WIDE, { filter: filter({ q: 'ศรีสุข', size_gte: 9_000 }), range: range(20, 29) });
      const matches = await plain(WIDE, `${like('ศรีสุข')} AND size >= 9000`);
      expect(found.ids).toEqual(matches.slice(20, 30));
      expect(shape(found.page)).toEqual({ total: matches.length, capped: false, offset: 20 });
    });

    it("reads the caller's extras with the rows of a search", async () => {
      const extras = { twice: 'thing.size * 2' };
      for (const q of ['ศรีสุข', 'ประเสริฐ']) {
        const { page } = await list(WIDE, { filter: filter({ q }) }, { extras });
        expect(page.extras!.size).toBe(page.rows.length);
        for (const row of page.rows) expect(page.extras!.get(row.id)).toEqual({ twice: row.size === null ? null : row.size * 2 });
      }
    });
  });
});
