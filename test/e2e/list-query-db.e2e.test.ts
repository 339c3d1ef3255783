import { randomBytes } from 'node:crypto';
import { DataSource, EntitySchema, type Logger, type SelectQueryBuilder } from 'typeorm';
import {
  COUNT_CAP,
  ESTIMATE_TRUSTED,
  FILTERED_COUNT_CAP,
  SEARCH_WINDOW,
  cappedCount,
  estimatedRows,
  everyRow,
  findPage,
  forgetEstimates,
  parseListQuery,
  rowsKey,
  type FindPageOptions,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../backend/src/common/http/list-query.js';
import { searchShareBound } from '../../backend/src/common/http/search-rarity.js';
import { PLANNED_FOR_ITS_VALUES } from '../../backend/src/database/statement-names.js';

/**
 * The list helper's counts, estimates, search window and deep pages against a real PostgreSQL,
 * without the app: a table of its own in a schema of its own, and every statement a page costs
 * recorded. Each rule is checked twice: the page and count must be what a plain query in the
 * list's order gives, and the page must cost the statements the rule promises (a rule that
 * answers right through a slower road is broken too, at a million rows).
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

/** The groups (tenants) of the table: one past the estimate's trust, one past the search window, one small. */
const BIG = 1;
const WIDE = 2;
const SMALL = 3;
const BIG_ROWS = ESTIMATE_TRUSTED + 5_000;
const WIDE_ROWS = SEARCH_WINDOW + 2_000;
const SMALL_ROWS = 30;

/**
 * Every statement the data source runs, as it runs it, but the reading of a column's trigram
 * statistics (search-rarity.ts): a list reads them once in MEMO_MS, not for each page, and these
 * tests forget them before each one. `statistics` counts those readings.
 */
const statements: string[] = [];
/** The parameters of each of `statements`, at the same index. */
const parameterLists: unknown[][] = [];
let statistics = 0;
const recorder: Logger = {
  logQuery: (query, parameters) => {
    if (query.includes('JOIN pg_stats')) return void statistics++;
    statements.push(query);
    parameterLists.push(parameters ?? []);
  },
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

/** A statement's kind: the planner asked, rows counted (a count or a search's sample), or rows read. */
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
      // The search's trigram function is looked up unqualified, as in the product's schema.
      extra: { max: 4, options: `-c search_path=${schema} -c TimeZone=UTC` },
      logger: recorder,
    }).initialize();
    await db.query(`CREATE SCHEMA ${schema}`);
    await db.query(`CREATE FUNCTION ${schema}.search_trigrams(value text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT array(SELECT substr(v, i, 3) FROM (SELECT lower(value) AS v) s, generate_series(1, length(v) - 2) AS i) $$`);
    await db.query(`CREATE TABLE ${schema}.things (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), grp int NOT NULL, name text NOT NULL, size int, created_at timestamptz NOT NULL
    ) WITH (autovacuum_enabled = false)`);
    // Row n of a group is the list's n-th newest: five rows to a millisecond, a microsecond apart,
    // so that a cursor holding a millisecond time would skip or repeat rows.
    const stamp = `timestamptz '2026-01-01T00:00:00Z' - (n / 5) * interval '1 millisecond' - (n % 5) * interval '1 microsecond'`;
    await db.query(
      `INSERT INTO ${schema}.things (grp, name, size, created_at)
       SELECT $1, 'Big', n, ${stamp} FROM generate_series(0, $2 - 1) n`,
      [BIG, BIG_ROWS],
    );
    // Every 6th row of WIDE is a ศรีสุข (common), every 50th a มณีรัตน์ (too rare for the window
    // to count, frequent enough for its sample), three rows beyond the window a ประเสริฐ (rare),
    // every 5th of the first thousand an Early (dense in the sample, rare after it), and five
    // rows in the sample a Ratana (a page of five there, too few to foretell more).
    await db.query(
      `INSERT INTO ${schema}.things (grp, name, size, created_at)
       SELECT $1, CASE WHEN n IN (4, 8, 16, 32, 64) THEN 'Ratana' WHEN n % 6 = 0 THEN 'ศรีสุข' WHEN n % 50 = 1 THEN 'มณีรัตน์'
                       WHEN n IN (11002, 11500, 11999) THEN 'ประเสริฐ' WHEN n < 1000 AND n % 5 = 2 THEN 'Early'
                       ELSE 'Person ' || n END,
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
    await db.query(`ANALYZE ${schema}.things`);
  }, 120_000);

  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.destroy();
  });

  beforeEach(() => forgetEstimates());

  const scoped = (grp: number): SelectQueryBuilder<Thing> =>
    db.getRepository(Things).createQueryBuilder('thing').where('thing.grp = :grp', { grp });

  /** A page as findPage answers it, and the statements it cost. */
  async function list(grp: number, params: ListQueryParams, options?: FindPageOptions) {
    statements.length = 0;
    parameterLists.length = 0;
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

  /** The positions of the trigrams a statement's trigram condition names, or null for all of them. */
  const namedTrigrams = (statement: string): number[] | null => {
    const named = [...statement.matchAll(/\(search_trigrams\(\$\d+\)\)\[(\d+)\]/g)].map((m) => Number(m[1]));
    return named.length ? named : null;
  };
  /** The trigrams the n-th statement's trigram conditions give as values, one list per condition. */
  const trigramValuesOf = (at: number): unknown[] =>
    [...statements[at].matchAll(/@> CAST\(\$(\d+) AS text\[\]\)/g)].map((m) => parameterLists[at][Number(m[1]) - 1]);
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

    it("marks every statement of a filtered, searched or narrowed list as planned for its values, and none of a whole list's", async () => {
      // The mark keeps a statement unnamed (statement-names.ts), so PostgreSQL plans it for its values every time.
      const marked = () => statements.map((sql) => sql.includes(`/* ${PLANNED_FOR_ITS_VALUES} */`));
      await list(WIDE, {});
      expect(marked()).toEqual(statements.map(() => false));
      for (const [params, options] of [
        [{ filter: filter({ size_lt: 500 }) }, undefined],
        [{ filter: filter({ q: 'name 1' }) }, undefined],
        [{ range: range(20, 29) }, { narrowed: true }],
      ] as const) {
        await list(WIDE, params, options);
        expect(statements.length).toBeGreaterThan(0);
        expect(marked()).toEqual(statements.map(() => true));
      }
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

    it('gives the exact count from a page shorter than its size, and zero for an empty list', async () => {
      const short = await list(SMALL, { range: range(25, 34) }, { count: async () => 999 });
      expect(shape(short.page)).toEqual({ total: SMALL_ROWS, capped: false, offset: 25 });
      expect((await list(SMALL, { filter: filter({ size_gt: 100 }) })).page).toMatchObject({ rows: [], total: 0, capped: false });
      expect(shape((await list(SMALL, { filter: filter({ size_gt: 100 }) }, { count: async () => 5 })).page)).toEqual({
        total: 0,
        capped: false,
        offset: 0,
      });
    });

    it('counts again for an empty page past the end (the end is not known from it)', async () => {
      const past = await list(SMALL, { range: range(40, 49) }, { count: async () => 7 });
      expect(shape(past.page)).toEqual({ total: 7, capped: false, offset: 40 });
    });
  });

  it("filters by id on every list (react-admin's getMany), one or several", async () => {
    const ids = await plain(SMALL);
    expect((await list(SMALL, { filter: filter({ id: ids.slice(3, 6) }) })).ids).toEqual(ids.slice(3, 6));
    expect((await list(SMALL, { filter: filter({ id: ids[7] }) })).ids).toEqual([ids[7]]);
  });

  describe('the estimate of a whole list', () => {
    it("reads the planner's estimate of the rows, whatever the order and page", async () => {
      const rows = await estimatedRows(scoped(BIG).orderBy('thing.name').offset(20).limit(5));
      expect(rows).toBeGreaterThan(BIG_ROWS * 0.9);
      expect(rows).toBeLessThan(BIG_ROWS * 1.1);
    });

    it('answers "+" from the estimate without counting a whole list far past the cap', async () => {
      const whole = await list(BIG, { range: range(30, 39) });
      expect(shape(whole.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 30 });
      expect(whole.ids).toEqual((await plain(BIG, 'size < 40')).slice(30, 40));
      expect(whole.kinds).toEqual(['explain', 'read']);
      // A filtered list is counted: the estimate of a filter is a guess.
      const filtered = await list(BIG, { filter: filter({ size_gte: 0 }) });
      expect(shape(filtered.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 0 });
      expect(filtered.kinds).toEqual(['count', 'read']);
      // So is a narrowed one.
      expect((await list(BIG, {}, { narrowed: true })).kinds).toEqual(['count', 'read']);
    });

    it('keys the memos by the rows alone: the conditions and their values, the joins, deleted rows; not the order, page or select', () => {
      const whole = rowsKey(scoped(BIG));
      expect(whole).not.toBeNull();
      expect(rowsKey(scoped(BIG).select('thing.id').orderBy('thing.name').offset(20).limit(5))).toBe(whole);
      const differ = [
        scoped(SMALL),
        scoped(BIG).andWhere('thing.size > 0'),
        scoped(BIG).andWhere('thing.size < :below', { below: 3 }),
        scoped(BIG).andWhere('thing.size < :below', { below: 4 }),
        scoped(BIG).withDeleted(),
        scoped(BIG).innerJoin('Thing', 'other', 'other.id = thing.id'),
        scoped(BIG).innerJoin('Thing', 'other', 'other.grp = thing.grp'),
        scoped(BIG).leftJoin('Thing', 'other', 'other.grp = thing.grp'),
        scoped(BIG).groupBy('thing.id'),
      ].map(rowsKey);
      // Joins of a subquery are told apart by the subquery.
      const joinedTo = (n: number) => scoped(BIG).leftJoin((sub) => sub.select(`${n}`, 'x').from('things', 't'), 'sq', 'true');
      differ.push(rowsKey(joinedTo(1)), rowsKey(joinedTo(2)));
      expect(new Set([whole, ...differ]).size).toBe(differ.length + 1);
      // A subquery for the table, or standing in the place of the entity's (a search's window):
      // its statement says which rows, not its structure.
      const sub = db.createQueryBuilder().select('thing.id').from(`(SELECT * FROM ${schema}.things)`, 'thing');
      expect(rowsKey(sub)).toBeNull();
      const windowed = scoped(BIG);
      windowed.expressionMap.findAliasByName('thing').subQuery = `(SELECT * FROM ${schema}.things LIMIT 5)`;
      expect(rowsKey(windowed)).toBeNull();
    });

    it('keeps apart the estimates of lists whose table is a subquery, by their statements', async () => {
      const over = (grp: number) =>
        db.createQueryBuilder().select('thing.id').from(`(SELECT * FROM ${schema}.things WHERE grp = ${grp})`, 'thing');
      statements.length = 0;
      const big = await estimatedRows(over(BIG));
      const small = await estimatedRows(over(SMALL));
      expect(statements.map(kindOf)).toEqual(['explain', 'explain']);
      expect(big).toBeGreaterThan(small);
      statements.length = 0;
      await estimatedRows(over(BIG));
      expect(statements).toEqual([]);
    });

    it('keeps an estimate ten seconds, then asks again', async () => {
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
      try {
        expect((await list(BIG, {})).kinds).toEqual(['explain', 'read']);
        clock.mockReturnValue(now + 9_999);
        expect((await list(BIG, {})).kinds).toEqual(['read']);
        clock.mockReturnValue(now + 10_000);
        expect((await list(BIG, {})).kinds).toEqual(['explain', 'read']);
      } finally {
        clock.mockRestore();
      }
      forgetEstimates();
      expect((await list(BIG, {})).kinds).toEqual(['explain', 'read']);
    });

    it('keeps an estimate for each query, a thousand at most', async () => {
      await list(BIG, {});
      // Another list's estimate is its own.
      expect((await list(WIDE, {})).kinds).toEqual(['count', 'explain', 'read']);
      expect((await list(BIG, {})).kinds).toEqual(['read']);
      forgetEstimates();
      const sized = (below: number) => scoped(SMALL).andWhere('thing.size < :below', { below });
      for (let below = 0; below < 1_000; below += 1) await estimatedRows(sized(below));
      statements.length = 0;
      await estimatedRows(sized(0));
      expect(statements).toEqual([]);
      // The thousand-and-first forgets the others.
      await estimatedRows(sized(1_000));
      await estimatedRows(sized(0));
      expect(statements.map(kindOf)).toEqual(['explain', 'explain']);
    });

    it('counts where the estimate has gone stale and the page says nothing of the end', async () => {
      await db.query(`DELETE FROM ${schema}.things WHERE grp = $1 AND size >= 15`, [BIG]);
      // Not analysed: the planner still puts the list at BIG_ROWS.
      expect((await list(BIG, {})).page).toMatchObject({ total: COUNT_CAP, capped: true });
      expect(shape((await list(BIG, { range: range(10, 19) })).page)).toEqual({ total: 15, capped: false, offset: 10 });
      const past = await list(BIG, { range: range(20, 29) });
      expect(shape(past.page)).toEqual({ total: 15, capped: false, offset: 20 });
      // The estimate kept from the first page, then the count.
      expect(past.kinds).toEqual(['count', 'read']);
    });

    it('counts a list the estimate puts below its trust, however far past the cap', async () => {
      expect((await list(WIDE, {})).kinds).toEqual(['count', 'explain', 'read']);
    });
  });

  describe('deep pages', () => {
    it('answers a page at the cap in one statement: any row there proves more than the cap', async () => {
      const deep = await list(WIDE, { range: range(COUNT_CAP, COUNT_CAP + 9) });
      expect(shape(deep.page)).toEqual({ total: COUNT_CAP, capped: true, offset: COUNT_CAP });
      expect(deep.ids).toEqual((await plain(WIDE)).slice(COUNT_CAP, COUNT_CAP + 10));
      expect(deep.kinds).toEqual(['read']);
    });

    it('counts when a page past the cap is empty', async () => {
      const empty = await list(SMALL, { range: range(FILTERED_COUNT_CAP, FILTERED_COUNT_CAP + 9) }, { narrowed: true });
      expect(shape(empty.page)).toEqual({ total: SMALL_ROWS, capped: false, offset: FILTERED_COUNT_CAP });
      expect(empty.kinds).toEqual(['count', 'read']);
    });

    it('reads a later page by its ids (chosen on the index), the first page directly', async () => {
      const later = await list(WIDE, { range: range(5_000, 5_009), filter: filter({ size_gte: 0 }) });
      expect(later.ids).toEqual((await plain(WIDE, 'size >= 0')).slice(5_000, 5_010));
      expect(statements.some((sql) => sql.includes('= ANY(ARRAY('))).toBe(true);
      await list(WIDE, { filter: filter({ size_gte: 0 }) });
      expect(statements.some((sql) => sql.includes('= ANY(ARRAY('))).toBe(false);
    });

    /** The statement that read a deep page: the one choosing its ids, else the only one. */
    const deepStatement = () => statements.find((statement) => statement.includes('= ANY(ARRAY(')) ?? statements[0];
    /** The offset and limit of the ids a deep page chose, and whether it started from an anchor. */
    const deepRead = () => {
      const sql = deepStatement();
      const [, limit, offset] = /LIMIT (\d+)(?: OFFSET (\d+))?\)\)/.exec(sql) ?? /LIMIT (\d+)(?: OFFSET (\d+))?$/.exec(sql)!;
      return { limit: Number(limit), offset: Number(offset ?? 0), keyset: /\("thing"\."created_at", "thing"\."id"\) < \(/.test(sql) };
    };
    /** Whether the deep page was read backwards (the opposite order, by keyset from an anchor after it). */
    const backwards = () => {
      const sql = deepStatement();
      return /\("thing"\."created_at", "thing"\."id"\) > \(/.test(sql) && sql.includes('"thing"."created_at" ASC');
    };

    it('reads a deep page asked again, and the pages after it, from the rows that the pages before anchored', async () => {
      const all = await plain(WIDE);
      const at = (from: number) => list(WIDE, { range: range(from, from + 9) });
      // First asked: every row before it is walked, and the row before the page read with it.
      const first = await at(10_500);
      expect(first.ids).toEqual(all.slice(10_500, 10_510));
      expect(shape(first.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 10_500 });
      expect(first.kinds).toEqual(['read']);
      expect(deepRead()).toEqual({ limit: 11, offset: 10_499, keyset: false });
      // Asked again, and the next page: from the row before each, by keyset.
      const again = await at(10_500);
      expect(again.ids).toEqual(first.ids);
      expect(shape(again.page)).toEqual(shape(first.page));
      expect(deepRead()).toEqual({ limit: 10, offset: 0, keyset: true });
      const next = await at(10_510);
      expect(next.ids).toEqual(all.slice(10_510, 10_520));
      expect(deepRead()).toEqual({ limit: 10, offset: 0, keyset: true });
      expect(again.page.nextCursor).toEqual(first.page.nextCursor);
      expect((await list(WIDE, { cursor: again.page.nextCursor })).ids).toEqual(next.ids);
      // Further on: from the nearest anchor (the last row of 10,510-10,519), walking only the rows between.
      const later = await at(10_600);
      expect(later.ids).toEqual(all.slice(10_600, 10_610));
      expect(deepRead()).toEqual({ limit: 11, offset: 79, keyset: true });
      // Before every anchor: backwards from the nearest after it (the row before 10,500), when
      // that walks fewer rows than the start: the page and the row before it, in reverse.
      const earlier = await at(10_100);
      expect(earlier.ids).toEqual(all.slice(10_100, 10_110));
      expect(shape(earlier.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 10_100 });
      expect(earlier.kinds).toEqual(['read']);
      expect(deepRead()).toEqual({ limit: 11, offset: 10_499 - 10_110, keyset: false });
      expect(backwards()).toBe(true);
      // Its last row is anchored in its place: the page after it walks no row.
      expect((await at(10_110)).ids).toEqual(all.slice(10_110, 10_120));
      expect(deepRead()).toEqual({ limit: 10, offset: 0, keyset: true });
      expect(earlier.page.nextCursor).toEqual((await at(10_100)).page.nextCursor);
      // Which anchored its own ends: the page before it reads back from its last row (past the
      // row before it, which is that page's own last), and the page itself walks no row.
      const before = await at(10_090);
      expect(before.ids).toEqual(all.slice(10_090, 10_100));
      expect(deepRead()).toEqual({ limit: 11, offset: 9, keyset: false });
      expect(backwards()).toBe(true);
      expect((await at(10_100)).ids).toEqual(earlier.ids);
      expect(deepRead()).toEqual({ limit: 10, offset: 0, keyset: true });
    });

    it('walks from the nearer anchor, forwards when both are as near', async () => {
      const all = await plain(WIDE);
      const at = async (from: number) => {
        const page = await list(WIDE, { range: range(from, from + 9) });
        expect(page.ids).toEqual(all.slice(from, from + 10));
      };
      // Anchors at 10,499 and 10,509, 10,600 and 10,610.
      await at(10_500);
      await at(10_601);
      // 10,550-10,559: 40 rows between it and 10,509, and 40 between it and 10,600 (forwards
      // the row before the page is one of them, read with it).
      await at(10_550);
      expect(deepRead()).toEqual({ limit: 11, offset: 39, keyset: true });
      // 10,585-10,594: 25 rows after 10,559 (anchored just now), 5 before 10,600.
      await at(10_585);
      expect(deepRead()).toEqual({ limit: 11, offset: 5, keyset: false });
      expect(backwards()).toBe(true);
    });

    it("gives a page read backwards with its own rows' extras, in the list's order", async () => {
      const extras = { extras: { twice: 'thing.size * 2' } };
      await list(WIDE, { range: range(10_500, 10_509) });
      const page = await list(WIDE, { range: range(10_480, 10_489) }, extras);
      expect(backwards()).toBe(true);
      expect(page.ids).toEqual((await plain(WIDE)).slice(10_480, 10_490));
      expect([...page.page.extras!.keys()].sort()).toEqual([...page.ids].sort());
      expect(page.page.rows.map((row) => page.page.extras!.get(row.id)!.twice)).toEqual(page.page.rows.map((row) => row.size! * 2));
    });

    it('walks from the start where the rows before an anchor are fewer than its place says (the list shrank)', async () => {
      const SHRINKING = 4;
      await db.query(
        `INSERT INTO ${schema}.things (grp, name, size, created_at)
         SELECT $1, 'Row ' || n, n, timestamptz '2026-01-01T00:00:00Z' - n * interval '1 second' FROM generate_series(0, 10999) n`,
        [SHRINKING],
      );
      try {
        await list(SHRINKING, { range: range(10_900, 10_909) });
        // 19 rows are left before the row anchored at 10,899: one too few to read 10,880-10,889
        // back from it (the nine rows after the page, the page and the row before it).
        await db.query(`DELETE FROM ${schema}.things WHERE grp = $1 AND size < 10880`, [SHRINKING]);
        const shrunk = await list(SHRINKING, { range: range(10_880, 10_889) });
        expect(shrunk.ids).toEqual([]);
        expect(shape(shrunk.page)).toEqual({ total: 120, capped: false, offset: 10_880 });
        expect(shrunk.kinds).toEqual(['count', 'read', 'read']);
        expect(statements.some((sql) => sql.includes('OFFSET 10879'))).toBe(true);
      } finally {
        await db.query(`DELETE FROM ${schema}.things WHERE grp = $1`, [SHRINKING]);
      }
    });

    it('keeps the anchors of each list apart: another order, filter or tenant walks from the start', async () => {
      await list(WIDE, { range: range(10_500, 10_509) });
      const ascending = await list(WIDE, { range: range(10_500, 10_509), sort: '["createdAt","ASC"]' });
      expect(ascending.ids).toEqual((await plain(WIDE, 'true', 'created_at ASC, id ASC')).slice(10_500, 10_510));
      expect(deepRead()).toMatchObject({ offset: 10_499, keyset: false });
      const filtered = await list(WIDE, { range: range(10_500, 10_509), filter: filter({ size_gte: 1 }) });
      expect(filtered.ids).toEqual((await plain(WIDE, 'size >= 1')).slice(10_500, 10_510));
      expect(deepRead()).toMatchObject({ offset: 10_499, keyset: false });
      const tenant = await list(BIG, { range: range(10_500, 10_509) });
      expect(tenant.ids).toEqual((await plain(BIG)).slice(10_500, 10_510));
      expect(deepRead()).toMatchObject({ offset: 10_499, keyset: false });
    });

    it('anchors rows whose sort value is null, and pages on among the nulls', async () => {
      const order = { sort: '["size","ASC"]' };
      // WIDE's rows from 11,000 on have no size: they come last.
      const all = await plain(WIDE, 'true', 'size ASC NULLS LAST, id ASC');
      const first = await list(WIDE, { ...order, range: range(11_500, 11_509) });
      expect(first.ids).toEqual(all.slice(11_500, 11_510));
      const again = await list(WIDE, { ...order, range: range(11_500, 11_509) });
      expect(again.ids).toEqual(first.ids);
      expect(statements.some((sql) => sql.includes('"thing"."size" IS NULL AND "thing"."id" > '))).toBe(true);
      expect(statements.some((sql) => sql.includes('OFFSET 11499'))).toBe(false);
      expect((await list(WIDE, { ...order, range: range(11_510, 11_519) })).ids).toEqual(all.slice(11_510, 11_520));
      // Not backwards: the nulls come last in both orders. The page before the anchors walks from the start.
      expect((await list(WIDE, { ...order, range: range(11_480, 11_489) })).ids).toEqual(all.slice(11_480, 11_490));
      expect(statements.some((sql) => sql.includes('OFFSET 11479'))).toBe(true);
    });

    it("gives a deep page's extras for its own rows, not for the row read before it", async () => {
      const extras = { extras: { twice: 'thing.size * 2' } };
      for (const from of [10_500, 10_500, 10_600]) {
        const page = await list(WIDE, { range: range(from, from + 9) }, extras);
        expect([...page.page.extras!.keys()]).toEqual(page.ids);
        expect(page.page.rows.map((row) => page.page.extras!.get(row.id)!.twice)).toEqual(page.page.rows.map((row) => row.size! * 2));
      }
    });

    it('answers an empty page from an anchor past the end, and counts (to the cap)', async () => {
      const last = SEARCH_WINDOW + 1_990;
      expect((await list(WIDE, { range: range(last, last + 9) })).ids).toEqual((await plain(WIDE)).slice(last));
      const past = await list(WIDE, { range: range(last + 10, last + 19) });
      expect(past.ids).toEqual([]);
      expect(shape(past.page)).toEqual({ total: COUNT_CAP, capped: true, offset: last + 10 });
      expect(past.kinds).toEqual(['count', 'read']);
      expect(deepRead()).toMatchObject({ offset: 0, keyset: true });
    });
  });

  describe('a count past its cap', () => {
    it('is not counted again for ten seconds; a count under the cap, or another list, always is', async () => {
      const narrowed = { narrowed: true };
      expect((await list(WIDE, {}, narrowed)).kinds).toEqual(['count', 'read']);
      const again = await list(WIDE, { range: range(10, 19) }, narrowed);
      expect(shape(again.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 10 });
      expect(again.kinds).toEqual(['read']);
      // Another filter is another list; a list under the cap counts every time.
      expect((await list(WIDE, { filter: filter({ size_gte: 1 }) }, narrowed)).kinds).toEqual(['count', 'read']);
      expect((await list(SMALL, {}, narrowed)).kinds).toEqual(['count', 'read']);
      expect((await list(SMALL, {}, narrowed)).kinds).toEqual(['count', 'read']);
      // Exactly the cap is not past it: counted again, and exact.
      for (let time = 0; time < 2; time++) {
        const at = await list(WIDE, { filter: filter({ size_lt: FILTERED_COUNT_CAP }) }, narrowed);
        expect(shape(at.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: false, offset: 0 });
        expect(at.kinds).toEqual(['count', 'read']);
      }
      // Past the whole cap (10,000) alike: a filter on an index is not counted again either.
      const wide = await list(WIDE, { filter: filter({ size_gte: 0 }) });
      expect(shape(wide.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 0 });
      expect(wide.kinds).toEqual(['count', 'read']);
      const wideAgain = await list(WIDE, { filter: filter({ size_gte: 0 }), range: range(10, 19) });
      expect(shape(wideAgain.page)).toEqual({ total: COUNT_CAP, capped: true, offset: 10 });
      expect(wideAgain.kinds).toEqual(['read']);
      // Ten seconds on, or forgotten: counted again.
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 10_000);
      try {
        expect((await list(WIDE, {}, narrowed)).kinds).toEqual(['count', 'read']);
      } finally {
        clock.mockRestore();
      }
      forgetEstimates();
      expect((await list(WIDE, {}, narrowed)).kinds).toEqual(['count', 'read']);
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
      const cursor = first.page.nextCursor!;
      await findPage(scoped(WIDE), parseListQuery({ sort: '["name","ASC"]', cursor }, spec), spec);
      expect(statements.some((sql) => /\("thing"\."name", "thing"\."id"\) > \(/.test(sql))).toBe(true);
      await list(WIDE, { sort: '["size","ASC"]' });
      expect(statements.some((sql) => sql.includes('NULLS LAST'))).toBe(true);
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
    const words = (q: string) => filter({ q });
    const like = (q: string) => `name ILIKE '%${q}%'`;

    it('answers a common word from the window: page and "+" in two statements', async () => {
      for (const [from, to] of [
        [0, 9],
        [500, 599],
        [990, 999],
      ]) {
        const found = await list(WIDE, { filter: words('ศรีสุข'), range: range(from, to) });
        expect(found.ids).toEqual((await plain(WIDE, like('ศรีสุข'))).slice(from, to + 1));
        expect(shape(found.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: from });
        // The sample on the first page; the next pages of the same search remember it.
        expect(found.kinds).toEqual(from === 0 ? ['count', 'read'] : ['read']);
        // Neither the sample nor the page reads a row's trigrams: the window's rows are few.
        expect(statements.some((sql) => sql.includes('search_trigrams'))).toBe(false);
        // The window counts its matches in the page's statement.
        expect(statements.some((sql) => sql.includes('window_matches'))).toBe(true);
      }
    });

    it("remembers a search's sample per list, order and filters, and finds the right rows when it has gone stale", async () => {
      const first = await list(WIDE, { filter: words('ศรีสุข') });
      expect(first.kinds).toEqual(['count', 'read']);
      // Another order, another group or another filter beside the word: a sample of its own.
      expect((await list(WIDE, { filter: words('ศรีสุข'), sort: JSON.stringify(['size', 'ASC']) })).kinds).toEqual(['count', 'read']);
      expect((await list(SMALL, { filter: words('ศรีสุข') })).kinds[0]).toBe('count');
      // (Its sample, its count, under the cap in the window, and its page.)
      expect((await list(WIDE, { filter: filter({ q: 'ศรีสุข', size_lte: 5000 }) })).kinds).toEqual(['count', 'count', 'read']);
      expect((await list(WIDE, { filter: filter({ q: 'ศรีสุข', size_lte: 5000 }) })).kinds).toEqual(['count', 'read']);
      // The same search again: the page alone.
      expect((await list(WIDE, { filter: words('ศรีสุข') })).kinds).toEqual(['read']);
      // The word is gone from the window's rows while the sample says it is common: the window
      // does not hold the page, which the trigram indexes answer, rightly.
      const renamed: { id: string }[] = await db.query(`SELECT id FROM ${schema}.things WHERE grp = $1 AND name = 'ศรีสุข' AND size < 11000`, [
        WIDE,
      ]);
      expect(renamed.length).toBeGreaterThan(1000);
      try {
        await db.query(`UPDATE ${schema}.things SET name = 'Renamed' WHERE id = ANY($1)`, [renamed.map((row) => row.id)]);
        const stale = await list(WIDE, { filter: words('ศรีสุข') });
        const matches = await plain(WIDE, like('ศรีสุข'));
        expect(matches.length).toBeGreaterThan(10);
        expect(stale.ids).toEqual(matches.slice(0, 10));
        expect(stale.page.rows.every((row) => row.name === 'ศรีสุข')).toBe(true);
      } finally {
        await db.query(`UPDATE ${schema}.things SET name = 'ศรีสุข' WHERE id = ANY($1)`, [renamed.map((row) => row.id)]);
      }
    });

    it('counts a word dense in the sample but rare after it exactly', async () => {
      const found = await list(WIDE, { filter: words('Early') });
      const matches = await plain(WIDE, like('Early'));
      expect(matches.length).toBeLessThan(FILTERED_COUNT_CAP);
      expect(found.ids).toEqual(matches.slice(0, 10));
      expect(shape(found.page)).toEqual({ total: matches.length, capped: false, offset: 0 });
      expect(found.kinds).toEqual(['count', 'count', 'read']);
    });

    it('judges a word in another case as common as in its own: the sample folds ASCII letters', async () => {
      const matches = await plain(WIDE, like('early'));
      for (const q of ['early', 'EARLY', 'eArLy']) {
        const found = await list(WIDE, { filter: words(q) });
        expect(found.ids).toEqual(matches.slice(0, 10));
        expect(shape(found.page)).toEqual({ total: matches.length, capped: false, offset: 0 });
        // Sample, then the window's page: the trigram indexes are not asked.
        expect(found.kinds).toEqual(['count', 'count', 'read']);
        // The sample, the first statement, matches under the "C" collation; the rows a person
        // sees and their count are matched exactly.
        expect(statements.filter((sql) => sql.includes('COLLATE "C"'))).toEqual([statements[0]]);
      }
    });

    it('takes a page from the window that its sample foretells, and counts it apart', async () => {
      for (const [from, to] of [
        [0, 9],
        [190, 199],
      ]) {
        const found = await list(WIDE, { filter: words('มณีรัตน์'), range: range(from, to) });
        expect(found.ids).toEqual((await plain(WIDE, like('มณีรัตน์'))).slice(from, to + 1));
        expect(shape(found.page)).toEqual({ total: 240, capped: false, offset: from });
        // Sample (the first page's only), count and page.
        expect(found.kinds).toEqual(from === 0 ? ['count', 'count', 'read'] : ['count', 'read']);
        // The sample says the window cannot reach the cap: the window is not counted.
        expect(statements.some((sql) => sql.includes('window_matches'))).toBe(false);
      }
    });

    it('takes a page the sample holds from the window, and leaves a longer one to the trigram indexes', async () => {
      const matches = await plain(WIDE, like('Ratana'));
      expect(matches).toHaveLength(5);
      const held = await list(WIDE, { filter: words('Ratana'), range: range(0, 4) });
      expect(held.ids).toEqual(matches);
      expect(shape(held.page)).toEqual({ total: 5, capped: false, offset: 0 });
      expect(held.kinds).toEqual(['count', 'count', 'read']);
      const longer = await list(WIDE, { filter: words('Ratana') });
      expect(longer.ids).toEqual(matches);
      expect(shape(longer.page)).toEqual({ total: 5, capped: false, offset: 0 });
      // The sample is remembered from the page before: the matches alone.
      expect(longer.kinds).toEqual(['read']);
      // Read once into a table of their own, for both the page and the count.
      expect(statements.some((sql) => sql.includes('AS MATERIALIZED'))).toBe(true);
    });

    it('leaves to the trigram indexes a page that the window, as its sample foretold it, does not hold', async () => {
      const matches = await plain(WIDE, like('Early'));
      const from = matches.length - 7;
      const found = await list(WIDE, { filter: words('Early'), range: range(from, from + 9) });
      expect(found.ids).toEqual(matches.slice(from));
      expect(shape(found.page)).toEqual({ total: matches.length, capped: false, offset: from });
      // The sample, the window's page (too short), the matches.
      expect(found.kinds).toEqual(['count', 'read', 'read']);
    });

    it('sorts the matches by a column with nulls as the list does, nulls last', async () => {
      const found = await list(WIDE, { filter: words('มณีรัตน์'), range: range(230, 239), sort: '["size","DESC"]' });
      expect(found.ids).toEqual((await plain(WIDE, like('มณีรัตน์'), 'size DESC NULLS LAST, id DESC')).slice(230, 240));
      expect(found.page.rows.map((row) => row.size)).toEqual(Array(10).fill(null));
    });

    it('leaves a page beyond what the sample foretells to the trigram indexes: page and count in one statement', async () => {
      const found = await list(WIDE, { filter: words('มณีรัตน์'), range: range(230, 239) });
      expect(found.ids).toEqual((await plain(WIDE, like('มณีรัตน์'))).slice(230, 240));
      expect(shape(found.page)).toEqual({ total: 240, capped: false, offset: 230 });
      expect(found.kinds).toEqual(['count', 'read']);
    });

    it('finds a rare word beyond the window, and nothing for a word nowhere', async () => {
      const rare = await list(WIDE, { filter: words('ประเสริฐ') });
      expect(rare.ids).toEqual(await plain(WIDE, like('ประเสริฐ')));
      expect(shape(rare.page)).toEqual({ total: 3, capped: false, offset: 0 });
      expect(rare.kinds).toEqual(['count', 'read']);
      const none = await list(WIDE, { filter: words('Nobody') });
      expect(none.page).toMatchObject({ rows: [], total: 0, capped: false });
      expect(none.kinds).toEqual(['count', 'read']);
    });

    it("skips the sample of a word that the column's trigram statistics say is rare in the table", async () => {
      await db.query(`CREATE INDEX things_name_trigrams ON ${schema}.things USING gin (search_trigrams(name))`);
      try {
        await db.query(`ANALYZE ${schema}.things`);
        forgetEstimates();
        statistics = 0;
        // Rare: its page and count in one statement on the trigram index, no sample before it.
        const rare = await list(WIDE, { filter: words('ประเสริฐ') });
        expect(rare.ids).toEqual(await plain(WIDE, like('ประเสริฐ')));
        expect(shape(rare.page)).toEqual({ total: 3, capped: false, offset: 0 });
        expect(rare.kinds).toEqual(['read']);
        // The index is asked for two of the word's six trigrams that share no letter (all
        // unlisted, so the first and the first apart from it): under one row of the table
        // expected. Thai has no case, so they are given as values, made as the database makes them.
        expect(trigramValuesOf(0)).toEqual([['ประ', 'เสร']]);
        expect(namedTrigrams(statements[0])).toBeNull();
        expect(statements[0]).not.toMatch(/search_trigrams\(\$\d+\)/);
        // A word that JavaScript lowers to another length: its positions would not be
        // PostgreSQL's, so every trigram is named.
        const turkish = await list(WIDE, { filter: words('İprasert') });
        expect(turkish.page.rows).toEqual([]);
        expect(turkish.kinds).toEqual(['read']);
        expect(namedTrigrams(statements[0])).toBeNull();
        expect(trigramValuesOf(0)).toEqual([]);
        expect(statements[0]).toMatch(/search_trigrams\("thing"\."name"\) @> search_trigrams\(\$\d+\)/);
        // A word with an accented letter: lowered by the database's own rules, its positions taken
        // from its own array of the trigrams.
        const accented = await list(WIDE, { filter: words('Prasérts') });
        expect(accented.page.rows).toEqual([]);
        expect(trigramValuesOf(0)).toEqual([]);
        expect(namedTrigrams(statements[0])).toEqual([1, 4]);
        // Rare in the table, with a page in the sample: still exactly the list's first matches.
        const held = await list(WIDE, { filter: words('ratana'), range: range(0, 4) });
        expect(held.ids).toEqual(await plain(WIDE, like('Ratana')));
        expect(held.kinds).toEqual(['read']);
        // ASCII, which this database lowers as JavaScript does: values too, and the rows of "Ratana".
        expect(trigramValuesOf(0)).toEqual([['rat', 'ana']]);
        // No two of its trigrams apart: all of them, as values (none would match every row).
        const short = await list(WIDE, { filter: words('ratan') });
        expect(short.ids).toEqual(await plain(WIDE, like('ratan')));
        const conditions = statements.map((_, at) => trigramValuesOf(at)).filter((values) => values.length);
        expect(conditions).toEqual([[['rat', 'ata', 'tan']]]);
        // Common: the sample foretells the window, which answers as before.
        const common = await list(WIDE, { filter: words('ศรีสุข') });
        expect(common.ids).toEqual((await plain(WIDE, like('ศรีสุข'))).slice(0, 10));
        expect(common.kinds).toEqual(['count', 'read']);
        // The column's statistics were read once for the three searches.
        expect(statistics).toBe(1);
        // The bound is known for the list's own columns alone: not for a column of another
        // alias, an unknown property, or a query without the entity's metadata.
        expect(await searchShareBound(scoped(WIDE), ['thing.name'], ['ประเสริฐ'])).toBeLessThan(0.01);
        expect(await searchShareBound(scoped(WIDE), ['other.name'], ['ประเสริฐ'])).toBeNull();
        expect(await searchShareBound(scoped(WIDE), ['thing.nothing'], ['ประเสริฐ'])).toBeNull();
        expect(await searchShareBound(db.createQueryBuilder().from(`(SELECT name FROM ${schema}.things)`, 'thing'), ['thing.name'], ['ประเสริฐ'])).toBeNull();
        expect(await searchShareBound(scoped(WIDE), ['thing.name'], ['ab', 'cd'])).toBeNull();
        // Every word must match: the rarer word bounds the share, and a word too short counts for nothing.
        const rarer = await searchShareBound(scoped(WIDE), ['thing.name'], ['ประเสริฐ']);
        expect(await searchShareBound(scoped(WIDE), ['thing.name'], ['ศรีสุข'])).toBeGreaterThan(rarer!);
        expect(await searchShareBound(scoped(WIDE), ['thing.name'], ['ศรีสุข', 'ประเสริฐ', 'ab'])).toBe(rarer);
        // Two searches: the rarer one decides.
        const both = await list(WIDE, { filter: filter({ q: 'ประเสริฐ', words: 'ศรีสุข' }) });
        expect(both.page.rows).toEqual([]);
        expect(both.kinds).toEqual(['read']);
      } finally {
        await db.query(`DROP INDEX ${schema}.things_name_trigrams`);
        forgetEstimates();
      }
    });

    it('finds the rows holding every word of a search of words, however spaced, and narrows short words without trigrams', async () => {
      const found = await list(WIDE, { filter: filter({ words: '  Person \t  11 ' }) });
      expect(found.ids).toEqual((await plain(WIDE, `name LIKE '%Person%' AND name LIKE '%11%'`)).slice(0, 10));
      expect(statements.some((sql) => sql.includes('search_trigrams'))).toBe(true);
      const short = await list(WIDE, { filter: filter({ words: 'Pe 11' }) });
      expect(short.ids).toEqual(found.ids);
      expect(statements.some((sql) => sql.includes('search_trigrams'))).toBe(false);
    });

    it("counts apart an empty page past a rare word's end", async () => {
      const past = await list(WIDE, { filter: words('ประเสริฐ'), range: range(10, 19) });
      expect(shape(past.page)).toEqual({ total: 3, capped: false, offset: 10 });
    });

    it("reads in the list's order a word whose matches past the cap are not the first ones", async () => {
      // "Person 1…" names the rows numbered 1, 10–19, 100–199, 1000–1999 and 10000–11999 (less
      // the other names): past the cap, but too few in the sample to foretell a page at 900.
      // The trigram indexes count, and the page is read in the list's order.
      const matches = await plain(WIDE, like('Person 1'));
      expect(matches.length).toBeGreaterThan(FILTERED_COUNT_CAP);
      const found = await list(WIDE, { filter: words('Person 1'), range: range(900, 909) });
      expect(found.ids).toEqual(matches.slice(900, 910));
      expect(shape(found.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 900 });
      expect(found.kinds).toEqual(['count', 'read', 'read']);
      // The last page within the cap is still the trigram indexes' to count.
      const last = await list(WIDE, { filter: words('Person 1'), range: range(990, 999) });
      expect(last.ids).toEqual(matches.slice(990, 1000));
      // Its sample remembered from the page before.
      expect(last.kinds).toEqual(['read', 'read']);
    });

    it('gives the page from the matches when they are exactly the cap', async () => {
      const [{ size }] = await db.query(
        `SELECT size FROM ${schema}.things WHERE grp = $1 AND ${like('Person 1')} AND size IS NOT NULL ORDER BY size OFFSET $2 LIMIT 1`,
        [WIDE, FILTERED_COUNT_CAP - 1],
      );
      const matches = await plain(WIDE, `${like('Person 1')} AND size <= ${size}`);
      expect(matches).toHaveLength(FILTERED_COUNT_CAP);
      const found = await list(WIDE, { filter: filter({ q: 'Person 1', size_lte: size }), range: range(900, 909) });
      expect(found.ids).toEqual(matches.slice(900, 910));
      expect(shape(found.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: false, offset: 900 });
      expect(found.kinds).toEqual(['count', 'read']);
    });

    it('pages past the smaller cap like any deep page', async () => {
      const deep = await list(WIDE, { filter: words('ศรีสุข'), range: range(FILTERED_COUNT_CAP, FILTERED_COUNT_CAP + 9) });
      expect(deep.ids).toEqual((await plain(WIDE, like('ศรีสุข'))).slice(FILTERED_COUNT_CAP, FILTERED_COUNT_CAP + 10));
      expect(shape(deep.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: FILTERED_COUNT_CAP });
      expect(deep.kinds).toEqual(['read']);
    });

    it('applies the other filters inside the window', async () => {
      const found = await list(WIDE, { filter: filter({ q: 'ศรีสุข', size_gte: 3_000 }), range: range(20, 29) });
      expect(found.ids).toEqual((await plain(WIDE, `${like('ศรีสุข')} AND size >= 3000`)).slice(20, 30));
      expect(shape(found.page)).toEqual({ total: FILTERED_COUNT_CAP, capped: true, offset: 20 });
      // The window is the first rows that pass the other filters, not the first rows.
      const late = await list(WIDE, { filter: filter({ q: 'ศรีสุข', size_gte: 9_000 }), range: range(200, 209) });
      const lateMatches = await plain(WIDE, `${like('ศรีสุข')} AND size >= 9000`);
      expect(late.ids).toEqual(lateMatches.slice(200, 210));
      expect(shape(late.page)).toEqual({ total: lateMatches.length, capped: false, offset: 200 });
      expect(late.kinds).toEqual(['count', 'count', 'read']);
    });

    it("reads the caller's extras with the rows of every road, and nothing of its own", async () => {
      const extras = { twice: 'thing.size * 2' };
      for (const q of ['ศรีสุข', 'Early', 'มณีรัตน์', 'ประเสริฐ']) {
        const { page } = await list(WIDE, { filter: words(q) }, { extras });
        expect(page.extras!.size).toBe(page.rows.length);
        for (const row of page.rows) expect(page.extras!.get(row.id)).toEqual({ twice: row.size === null ? null : row.size * 2 });
        expect((await list(WIDE, { filter: words(q) })).page.extras).toBeUndefined();
      }
      expect((await list(WIDE, {})).page.extras).toBeUndefined();
    });
  });
});
