import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { isUUID } from 'class-validator';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { hydrationPlan } from './hydrate.js';
import { jsonTooDeep } from './json-depth.js';
import { Anchors, ListMemo, type Anchor } from './list-memo.js';
import { forgetTrigramFrequencies, rarestTrigrams, searchShareBound, trigramValues, wordCaseless } from './search-rarity.js';
import { ownValue } from './own.js';
import { isUnsafeText } from './text-safety.js';
import { PLANNED_FOR_ITS_VALUES } from '../../database/statement-names.js';

/**
 * The ra-data-simple-rest dialect, once for every resource:
 * `?sort=["field","ASC"]&range=[0,9]&filter={...}` in, a page of rows and
 * `Content-Range: <resource> 0-9/42` out. Only whitelisted fields sort or filter.
 *
 * Built for tables of millions of rows: the count is exact up to COUNT_CAP (FILTERED_COUNT_CAP
 * when a search or a related table narrows the list) and then reported as `10000+` or `1000+`
 * (ra-data-simple-rest reads the number, the admin shows "10,000+" or "1,000+"), offsets
 * are bounded, and `?cursor=` pages by keyset (the `X-Next-Cursor` of the previous page) so
 * an export or an endless list can go as deep as the table.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** Offsets beyond this are refused: an offset page costs a scan of every row it skips. */
export const MAX_OFFSET = 1_000_000;
/** Counting stops here: beyond it the exact number costs a scan and tells a person nothing. */
export const COUNT_CAP = 10_000;
/**
 * Counting a list narrowed by a search or by a related table (a tag, a group) stops sooner:
 * each row counted there costs a text match or a join, and a search or tag that one row in
 * ten matches had to find 10,001 of them before its first page could answer (450 ms to 1.7 s
 * on a million people). A thousand still tells a person "many", and costs a tenth.
 */
export const FILTERED_COUNT_CAP = 1_000;
/**
 * A search's page is looked for first among this many rows in the list's order (see
 * searchWindow): enough for a word that one row in ten carries to fill a page and to count
 * to FILTERED_COUNT_CAP, few enough to read in a few milliseconds.
 */
export const SEARCH_WINDOW = 10 * FILTERED_COUNT_CAP;
/** The window's sample, read first: too few matches there, and the window is not read at all. */
const SEARCH_SAMPLE = SEARCH_WINDOW / 10;
/** Matches in the sample from which it foretells the window's (a word in one row of a hundred). */
const SAMPLE_FORETELLS = 10;
/**
 * A whole list (no filter) whose rows the planner puts at this many or more is not counted: the
 * estimate from the table's statistics says "10,000+" as well as counting 10,001 index entries
 * would (1.3 ms of a first page's 2 ms in PostgreSQL at a million people). Ten times the cap,
 * so that statistics gone stale (a mass delete not yet analysed) rarely show a cap the list no
 * longer reaches, and a page shorter than its size still counts exactly (countOf).
 */
export const ESTIMATE_TRUSTED = 10 * COUNT_CAP;
/** Search text this long or longer is looked up by its trigrams on an index. */
const SEARCH_TRIGRAM = 3;

export type FilterDef =
  /** Exact match; an array value matches any of its items. `values` limits what may be asked. */
  | { kind: 'equals'; column: string; values?: readonly string[] }
  /** Exact match on a uuid column (ids and references); arrays allowed (getMany). */
  | { kind: 'uuid'; column: string }
  /**
   * Case-insensitive "contains" over one or more columns (give them a trigram index). With
   * `words`, each space-separated word must be found in one of the columns ("Somchai Jaidee"
   * finds a first and a last name).
   */
  | { kind: 'search'; columns: string[]; words?: boolean }
  /**
   * Rows related to any of the given ids through another table: `sql` is an EXISTS condition
   * given the name of the uuid[] parameter (`person_tags.tag_id = ANY(:tagIds)`).
   */
  | { kind: 'related'; sql: (param: string) => string }
  /**
   * A date or number range, asked as `<field>_gte`, `_lte`, `_gt` or `_lt` (react-admin's
   * convention for a pair of inputs); dates as ISO 8601.
   */
  | { kind: 'range'; column: string; type: 'date' | 'number' };

const RANGE_BOUNDS = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
type RangeBound = keyof typeof RANGE_BOUNDS;

export interface ListSpec {
  resource: string;
  /** Sortable field → SQL expression. `id` is always sortable (react-admin's default sort). */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Filter field → definition. `id` always filters (getMany), as a list of ids or one. */
  filters: Record<string, FilterDef>;
}

export interface ListQueryParams {
  sort?: string;
  range?: string;
  filter?: string;
  /** Keyset paging: the `X-Next-Cursor` of the previous page; `range` then only sizes the page. */
  cursor?: string;
}

export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
  /** The sort value and id of the last row of the previous page. */
  after?: { value: string | number | boolean | null; id: string };
}

export interface Page<T> {
  rows: T[];
  total: number;
  offset: number;
  /** True when there are more rows than the list counts (COUNT_CAP, FILTERED_COUNT_CAP) and `total` is that cap. */
  capped?: boolean;
  nextCursor?: string;
  /** Each row's `extras` (see FindPageOptions), by the row's id. */
  extras?: Map<string, Record<string, unknown>>;
}

export interface FindPageOptions {
  /**
   * The caller has already joined the query to another table (a group's members), so it
   * counts like a related filter.
   */
  narrowed?: boolean;
  /**
   * SQL expressions read with each row of the page, by name (a person's tag ids): in the
   * page's own query, where a query of their own would cost each page a round trip.
   */
  extras?: Record<string, string>;
  /**
   * The list's count by a cheaper road that the caller knows: people with a tag counted on the
   * tag's own rows, where the list's query would look up every person to check the account.
   * Given the cap, it answers the rows up to cap + 1, as cappedCount does.
   */
  count?: (cap: number) => Promise<number>;
}

/** A 400 whose message is a translation key saying what is wrong; `detail` is for developers. */
function bad(message: string, detail: string): never {
  throw new BadRequestException({ message, detail });
}

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') bad('list.notJson', `${name} must be given once, as JSON`);
  if (jsonTooDeep(raw, 4)) bad('list.notJson', `${name} is nested too deeply`);
  try {
    return JSON.parse(raw);
  } catch {
    return bad('list.notJson', `${name} is not valid JSON`);
  }
}

/** The sortable expression of a field: the spec's own fields and `id`, nothing inherited. */
export function sortColumn(spec: ListSpec, alias: string, field: string): string | undefined {
  return ownValue(spec.sortable, field) ?? (field === 'id' ? `${alias}.id` : undefined);
}

function filterDef(spec: ListSpec, alias: string, field: string): FilterDef | undefined {
  const own = ownValue(spec.filters, field);
  if (own) return own.kind === 'range' ? undefined : own;
  if (field === 'id') return { kind: 'uuid', column: `${alias}.id` };
  const bounded = rangeFilter(spec, field);
  return bounded?.def;
}

/** `createdAt_gte` → the range definition of `createdAt` and the bound `gte`. */
function rangeFilter(spec: ListSpec, field: string): { def: FilterDef & { kind: 'range' }; bound: RangeBound } | undefined {
  const match = /^(.+)_(gte|lte|gt|lt)$/.exec(field);
  const def = match ? ownValue(spec.filters, match[1]) : undefined;
  return def?.kind === 'range' ? { def, bound: match![2] as RangeBound } : undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

// Whole numbers as JSON writes them, no sign, exponent or fraction, and small enough to be exact.
const RANGE_PATTERN = /^\[\s*(\d{1,15})\s*,\s*(\d{1,15})\s*\]$/;

function parseRange(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  const match = typeof raw === 'string' ? RANGE_PATTERN.exec(raw) : null;
  if (!match) bad('list.badRange', 'range must be [start, end] with whole numbers');
  const [start, end] = [Number(match[1]), Number(match[2])];
  if (end < start) bad('list.badRange', 'range end is before its start');
  if (start > MAX_OFFSET) bad('list.tooDeep', `range may start at ${MAX_OFFSET} at most; narrow the list with filters`);
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

/** Parses a list request against its spec; anything outside the whitelists is a 400. */
export function parseListQuery(params: ListQueryParams, spec: ListSpec): ListQuery {
  const sort = parseJson(params.sort, 'sort') ?? spec.defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2) bad('list.badSort', 'sort must be ["field","ASC|DESC"]');
  const [sortField, order] = sort as unknown[];
  if (typeof sortField !== 'string' || !sortColumn(spec, '', sortField)) {
    bad('list.unknownSort', `cannot sort by ${String(sortField)}`);
  }
  const sortOrder = typeof order === 'string' ? order.toUpperCase() : '';
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') bad('list.badSort', 'sort order must be ASC or DESC');

  const { offset, limit } = parseRange(params.range);

  const filter = parseJson(params.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) bad('list.badFilter', 'filter must be an object');
  const accepted = new Map<string, unknown>();
  for (const [field, value] of Object.entries(filter)) {
    const def = filterDef(spec, '', field);
    if (!def) bad('list.unknownFilter', `cannot filter by ${field}`);
    validateFilterValue(field, def, value);
    accepted.set(field, value);
  }
  const after = parseCursor(params.cursor, sortField, sortOrder);
  return { sortField, sortOrder, offset: after ? 0 : offset, limit, filter: Object.fromEntries(accepted), after };
}

/** A cursor is opaque to clients: base64url JSON of [sort field, order, last value, last id]. */
function encodeCursor(query: ListQuery, value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([query.sortField, query.sortOrder, value instanceof Date ? value.toISOString() : value, id])).toString('base64url');
}

function parseCursor(raw: unknown, sortField: string, sortOrder: string): ListQuery['after'] {
  if (raw === undefined || raw === '') return undefined;
  let decoded: unknown;
  try {
    decoded = typeof raw === 'string' && raw.length <= 2000 ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : null;
  } catch {
    decoded = null;
  }
  const [field, order, value, id] = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  const valueFits = value === null || ['string', 'number', 'boolean'].includes(typeof value);
  if (field !== sortField || order !== sortOrder || !valueFits || typeof id !== 'string' || !isUUID(id)) {
    bad('list.badCursor', 'cursor does not belong to this sort; start again without it');
  }
  if (typeof value === 'string' && isUnsafeText(value)) bad('list.badCursor', 'cursor is not valid');
  return { value: value as string | number | boolean | null, id };
}

function validateFilterValue(field: string, def: FilterDef, value: unknown): void {
  if (def.kind === 'range') {
    const fits =
      def.type === 'date'
        ? typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        : typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
    if (!fits) bad('list.badFilterValue', `${field} must be ${def.type === 'date' ? 'an ISO date' : 'a number'}`);
    return;
  }
  if (def.kind === 'search') {
    if (typeof value !== 'string' || isUnsafeText(value)) bad('list.badFilterValue', `${field} must be text`);
    if (value.length > 200) bad('list.badFilterValue', `${field} is too long`);
    return;
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length > MAX_PAGE_SIZE) bad('list.badFilterValue', `${field} lists too many values`);
  for (const item of items) {
    const fits =
      (typeof item === 'string' && !isUnsafeText(item) && item.length <= 200) ||
      (typeof item === 'number' && Number.isSafeInteger(item)) ||
      typeof item === 'boolean';
    if (!fits) bad('list.badFilterValue', `${field} has a wrong type`);
    if ((def.kind === 'uuid' || def.kind === 'related') && !isUUID(String(item))) bad('list.badFilterValue', `${field} must be an id`);
    if (def.kind === 'equals' && def.values && !def.values.includes(String(item))) {
      bad('list.badFilterValue', `${field} has an unknown value`);
    }
  }
}

/** Applies filter, sort and page to a query builder. */
export function applyListQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  return applyOrderAndPage(applyFilters(qb, query, spec), query, spec);
}

/** How a search word is matched; see applyFilters. */
interface SearchOptions {
  /** Narrow on the trigram indexes (off where a few rows in the list's order are read anyway). */
  trigrams?: boolean;
  /** Fold ASCII letters only: cheaper, and inexact for other letters (see searchWord). */
  asciiFold?: boolean;
}

/**
 * The filter part of applyListQuery alone (for totals over the same rows as a list). A second
 * filter on the same query (a saved one) names its parameters with another `prefix`.
 */
export function applyFilters<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: Pick<ListQuery, 'filter'>,
  spec: ListSpec,
  prefix = 'filter',
  search: SearchOptions = {},
): SelectQueryBuilder<T> {
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === '' || value === null || value === undefined) continue;
    const def = filterDef(spec, qb.alias, field)!;
    const param = `${prefix}_${field}`;
    if (def.kind === 'range') {
      const { bound } = rangeFilter(spec, field)!;
      qb.andWhere(`${def.column} ${RANGE_BOUNDS[bound]} :${param}`, { [param]: value });
    } else if (def.kind === 'search') {
      searchWords(def, value).forEach((word, at) => searchWord(qb, def.columns, word, `${param}_${at}`, search));
    } else if (def.kind === 'related') {
      qb.andWhere(def.sql(param), { [param]: Array.isArray(value) ? value : [value] });
    } else if (Array.isArray(value)) {
      if (value.length === 0) qb.andWhere('1 = 0');
      else qb.andWhere(`${def.column} IN (:...${param})`, { [param]: value });
    } else {
      qb.andWhere(`${def.column} = :${param}`, { [param]: value });
    }
  }
  return qb;
}

/** The words a search value stands for: each must match (`words`), or the whole text. */
function searchWords(def: FilterDef & { kind: 'search' }, value: unknown): string[] {
  return def.words ? String(value).split(/\s+/).filter(Boolean) : [String(value)];
}

/**
 * The search's words are rare in the whole table, by the statistics of its trigram indexes: too
 * rare for the search's sample to foretell a page (under SAMPLE_FORETELLS in SEARCH_SAMPLE rows),
 * so the sample is not read. A rare word's matches are few wherever they lie, and the trigram
 * indexes read them cheaply; a word rare in the table and dense at the head of this list (one
 * tenant's) is read there too, at that small cost. The sample cost "john smith" 1.4 ms of
 * PostgreSQL's time among a million users for nothing.
 */
async function rareInTable<T extends ObjectLiteral>(base: SelectQueryBuilder<T>, query: ListQuery, active: [string, FilterDef][]): Promise<boolean> {
  let bound: number | null = null;
  for (const [field, def] of active) {
    if (def.kind !== 'search') continue;
    const share = await searchShareBound(base, def.columns, searchWords(def, query.filter[field]));
    if (share !== null) bound = Math.min(bound ?? share, share);
  }
  return bound !== null && bound < SAMPLE_FORETELLS / SEARCH_SAMPLE;
}

/**
 * One search word over the columns: ILIKE confirms, and from three characters the trigram
 * index narrows. Caseless text is looked for as it is, by `strpos`: what `LIKE '%…%'` finds
 * without its pattern matching (1.7 against 2.5 ms over the 5,741 people of a search window).
 *
 * `asciiFold` matches under the "C" collation, which folds A–Z alone: "john smith" over the
 * 1,000 users of a search's sample took 1.9 ms instead of 3.9. It is for the sample only, which
 * foretells how common a word is and never chooses a row: there "É" not folding to "é" (nor
 * the Kelvin sign to "k") can only misjudge how common a word is.
 */
function searchWord<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  columns: string[],
  text: string,
  param: string,
  { trigrams = true, asciiFold = false }: SearchOptions,
): void {
  // Text in which no character has a case (Thai, digits, most punctuation): ILIKE would find
  // exactly what LIKE finds, only after lowering every character of every row it reads, which
  // made a Thai search's matching four times slower (11 ms against 2.4 ms over 10,000 people).
  const exact = wordCaseless(text);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const collation = asciiFold ? ' COLLATE "C"' : '';
  qb.andWhere(
    new Brackets((or) => {
      for (const column of columns) {
        if (exact) or.orWhere(`strpos(${column}, :${param}) > 0`, { [param]: text });
        else or.orWhere(`${column}${collation} ILIKE :${param}`, { [param]: pattern });
      }
    }),
  );
  // Three characters or more: the trigrams narrow the rows on the columns' GIN indexes
  // (search_trigrams, see the ListIndexes migration) and the ILIKE above confirms each.
  // A condition of its own, so that the bitmap answers it and no row recomputes trigrams.
  // Shorter text has no trigram and is matched by ILIKE alone.
  if (trigrams && [...text].length >= SEARCH_TRIGRAM) {
    qb.andWhere(
      new Brackets((or) => {
        columns.forEach((column, index) => {
          // The rarest trigrams alone where the statistics name them (rarestTrigrams): as values
          // where JavaScript makes them as the database does (trigramValues), else taken from
          // PostgreSQL's own array of the word's trigrams, where a position it lacks names none.
          const values = trigramValues(qb, column, text);
          if (values) {
            const name = `${param}_trigrams_${index}`;
            or.orWhere(`search_trigrams(${column}) @> CAST(:${name} AS text[])`, { [name]: values });
            return;
          }
          const rarest = rarestTrigrams(qb, column, text)?.map((at) => `(search_trigrams(:${param}_text))[${at}]`);
          const trigrams = rarest ? `array_remove(ARRAY[${rarest.join(', ')}], NULL)` : `search_trigrams(:${param}_text)`;
          or.orWhere(`search_trigrams(${column}) @> ${trigrams}`, { [`${param}_text`]: text });
        });
      }),
    );
  }
}

function applyOrderAndPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const sortExpr = sortColumn(spec, qb.alias, query.sortField)!;
  const nullable = isNullable(qb, sortExpr);
  if (query.after) applyKeyset(qb, sortExpr, nullable, query);
  // A unique tie-breaker keeps pages stable when many rows share the sort value. It follows
  // the sort's direction and NOT NULL columns get no NULLS clause, so that one ascending
  // index `(tenant, column, id)` gives the order read forwards or backwards, without a sort
  // of the tenant's rows. Nullable columns keep their nulls last either way.
  qb.orderBy(sortExpr, query.sortOrder, nullable ? 'NULLS LAST' : undefined)
    .addOrderBy(`${qb.alias}.id`, query.sortOrder)
    .offset(query.offset)
    .limit(query.limit);
  return qb;
}

/** False when the sort expression is an entity column declared NOT NULL; unknown ones may hold nulls. */
function isNullable<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, expr: string): boolean {
  const [aliasName, property] = expr.split('.');
  const alias = qb.expressionMap.aliases.find((candidate) => candidate.name === aliasName);
  const column = alias?.hasMetadata && property ? alias.metadata.findColumnWithPropertyPath(property) : undefined;
  return column ? column.isNullable : true;
}

/**
 * Rows after the cursor in `ORDER BY sort <order> [NULLS LAST], id <order>`. Without nulls a
 * row comparison, which the index reads as a range; with them, a later sort value, or the
 * same one with a later id, and nulls last in either direction.
 */
function applyKeyset<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, sortExpr: string, nullable: boolean, query: ListQuery): void {
  const { value, id } = query.after!;
  const idExpr = `${qb.alias}.id`;
  const beyond = query.sortOrder === 'ASC' ? '>' : '<';
  if (!nullable && value !== null) {
    qb.andWhere(`(${sortExpr}, ${idExpr}) ${beyond} (:cursorValue, :cursorId)`, { cursorValue: value, cursorId: id });
  } else if (value === null) {
    qb.andWhere(`(${sortExpr} IS NULL AND ${idExpr} ${beyond} :cursorId)`, { cursorId: id });
  } else {
    qb.andWhere(
      `(${sortExpr} ${beyond} :cursorValue OR ${sortExpr} IS NULL OR (${sortExpr} = :cursorValue AND ${idExpr} ${beyond} :cursorId))`,
      { cursorValue: value, cursorId: id },
    );
  }
}

/** Counts the filtered rows up to `cap` + 1, on an index where one serves the filters. */
export async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, cap = COUNT_CAP): Promise<number> {
  return rowsOf(qb.clone().select(`${qb.alias}.id`).orderBy().offset(undefined).limit(cap + 1));
}

/** How many rows a (bounded) query answers, counted in PostgreSQL. */
async function rowsOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const [sql, parameters] = qb.getQueryAndParameters();
  const [{ n }] = await qb.connection.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM (${sql}) page`, parameters);
  return n;
}

const estimates = new ListMemo<number>();
const overCap = new ListMemo<true>();
const samples = new ListMemo<number>();
const anchors = new Anchors();

/** Forgets what the lists learnt (tests that analyse a table or change rows and read the new figures at once). */
export function forgetEstimates(): void {
  estimates.clear();
  overCap.clear();
  samples.clear();
  anchors.clear();
  forgetTrigramFrequencies();
}

/**
 * The rows the planner expects the query to select, from the table's statistics (no rows read).
 * Reused for MEMO_MS: it moves only as the table grows or is analysed, and asking again costs
 * the first page of every whole list a round trip.
 */
export async function estimatedRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const statement = () => qb.clone().select(`${qb.alias}.id`).orderBy().offset(undefined).limit(undefined).getQueryAndParameters();
  const key = rowsKey(qb) ?? JSON.stringify(statement());
  const known = estimates.get(key);
  if (known !== undefined) return known;
  const [sql, parameters] = statement();
  const [row] = (await qb.connection.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters)) as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  const rows = row['QUERY PLAN'][0].Plan['Plan Rows'];
  estimates.set(key, rows);
  return rows;
}

/**
 * What selects a list's rows, as a memo's key, without building its statement: TypeORM's SQL
 * building was a twentieth of a first page's CPU, and the memos asked for it once more on every
 * page. The table, whether soft-deleted rows are in, the joins and their conditions, the
 * conditions with their parameters (the caller's account among them, so that no two tenants
 * share a key), grouping and having; the select list, order and page are not rows. Null where a
 * common table expression or a subquery stands for the table: its statement is the key then.
 * Exported for its test.
 */
export function rowsKey<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): string | null {
  const map = qb.expressionMap;
  const main = map.mainAlias;
  if (!main?.hasMetadata || main.subQuery || map.commonTableExpressions.length) return null;
  const joins = map.joinAttributes.map((join) => [
    join.direction,
    join.alias.name,
    typeof join.entityOrProperty === 'string' ? join.entityOrProperty : join.alias.hasMetadata ? join.alias.metadata.tablePath : null,
    join.alias.subQuery ?? null,
    join.condition ?? null,
  ]);
  return JSON.stringify([
    main.metadata.tablePath,
    main.name,
    map.withDeleted,
    joins,
    map.wheres,
    map.extraAppendedAndWhereCondition,
    map.groupBys,
    map.havings,
    map.parameters,
    map.nativeParameters,
  ]);
}

/**
 * cappedCount for a page. A list found to hold more rows than its cap is not counted again for
 * MEMO_MS: its count says only "10,000+" or "1,000+", and each page of it counted the same rows
 * again. For a common word that took a bitmap of every match (13 ms for "สมชาย" at a million
 * users); for a filter on an index, 10,001 index entries (1.2 ms of PostgreSQL's time for a
 * role filter, where its page takes 0.3). Counts under the cap are always counted, so a row
 * added or removed shows at once.
 */
async function listCount<T extends ObjectLiteral>(filtered: SelectQueryBuilder<T>, cap: number): Promise<number> {
  const key = `${cap} ${rowsKey(filtered) ?? JSON.stringify(filtered.getQueryAndParameters())}`;
  if (overCap.get(key)) return cap + 1;
  const n = await cappedCount(filtered, cap);
  if (n > cap) overCap.set(key, true);
  return n;
}

/**
 * The count beside a page: capped (cappedCount), or for a whole list the planner's estimate
 * when that is far past the cap (ESTIMATE_TRUSTED).
 */
async function countOf<T extends ObjectLiteral>(filtered: SelectQueryBuilder<T>, whole: boolean, cap: number): Promise<number | 'estimated'> {
  if (whole && (await estimatedRows(filtered)) >= ESTIMATE_TRUSTED) return 'estimated';
  return listCount(filtered, cap);
}

/** Filter fields whose value narrows the query (applyFilters skips empty ones). */
export function activeFilters(query: Pick<ListQuery, 'filter'>, spec: ListSpec): [string, FilterDef][] {
  return Object.entries(query.filter)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([field]) => [field, filterDef(spec, '', field)!]);
}

/** How far a list counts: FILTERED_COUNT_CAP when a search or a related table (or the caller's own join, `narrowed`) selects the rows. */
export function countCapOf(query: Pick<ListQuery, 'filter'>, spec: ListSpec, narrowed = false): number {
  const costly = narrowed || activeFilters(query, spec).some(([, def]) => def.kind === 'search' || def.kind === 'related');
  return costly ? FILTERED_COUNT_CAP : COUNT_CAP;
}

/**
 * A search looked for among the first SEARCH_WINDOW rows in the list's order, before the
 * trigram indexes are asked. The planner cannot choose between the two itself: it takes a
 * word's trigrams as independent, so "ศรีสุข", whose four trigrams one person in six carries
 * together, looks like one person in 1,300; it then reads every match on the trigram index
 * and sorts them (158,000 rows, 0.5 s on a million people) where walking the order's index
 * finds a page in 60 rows. The window is a prefix of the list, so its first matches are the
 * list's first matches: when it holds the page, the page is right; when it also holds more
 * matches than the count cap, so is the count. Otherwise (a rare word, a page deep in the
 * matches) the trigram indexes answer (matchesPage).
 *
 * First the sample, a small statement of its own: the matches among the first SEARCH_SAMPLE
 * rows. Few there (a rare word, most searches for a name), and the window is not read at all,
 * nor even planned: as one statement with the page, its planning alone cost a rare word's
 * search 1.6 ms of PostgreSQL's time for nothing (the sample's own: 0.3 ms). The sample folds
 * case in ASCII alone (searchWord's `asciiFold`): it only tells how common a word is. Then one query,
 * in two parts that PostgreSQL runs only as far as needed:
 * - the page: its matches, the window's first ones, read with the extras of each row;
 * - the count: the window's matches up to the cap, when the sample says the window may reach it.
 * Answers the page, and the count when the window settled it; null when it holds no page.
 */
async function searchPage<T extends ObjectLiteral>(
  base: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  cap: number,
  extras: Extras,
): Promise<{ page: Rows<T>; count?: number } | null> {
  const active = activeFilters(query, spec);
  if (!active.some(([, def]) => def.kind === 'search')) return null;
  // The page must lie within the counted rows.
  if (query.offset + query.limit > cap) return null;
  if (await rareInTable(base, query, active)) return null;
  const wanted = query.offset + query.limit;
  const alias = base.alias;
  const sampled = await sampleOf(base, query, spec, cap);
  // The window's matches as the sample foretells them. Too few to reach the cap: the trigram
  // indexes count. The page is looked for in the window when the sample holds it, or foretells
  // it from enough matches of its own: a word in one row of a hundred has its page of 100 in
  // the window, not in the sample, and read in the list's order on the trigram index instead it
  // took 35 ms ("สมชาย", 13,513 of a million). From one or two matches the sample foretells
  // nothing: a rare name's window read in vain cost 10 ms ("john smith", 330 of a million).
  const foretold = sampled * (SEARCH_WINDOW / SEARCH_SAMPLE);
  const dense = foretold > cap;
  if (sampled < wanted && (sampled < SAMPLE_FORETELLS || foretold < wanted)) return null;
  const pageIds = windowProbe(base, query, spec, SEARCH_WINDOW);
  const rows = applyOrderAndPage(base.clone(), { ...query, offset: 0, after: undefined }, spec)
    .andWhere(pageIdIn(alias, pageIds.getQuery()))
    .setParameters(pageIds.getParameters());
  // The window's own count only where it may reach the cap; the probes share their parameters.
  const windowCount = dense ? windowProbe(base, query, spec, SEARCH_WINDOW, { offset: 0, limit: cap + 1 }).getQuery() : null;
  const found = await withSortText(
    rows,
    spec,
    query,
    windowCount ? { ...extras, [WINDOW_COUNT]: `(SELECT count(*)::int FROM (${windowCount}) window_matches)` } : extras,
  );
  // Fewer rows than the page: the window does not hold it (the sample foretold too many).
  if (found.rows.length < query.limit) return null;
  const count = dense ? (takeExtra(found, WINDOW_COUNT) as number) : null;
  return { page: { ...found, extras: extras ? found.extras : undefined }, count: count !== null && count > cap ? count : undefined };
}

/**
 * The matches among a search's first SEARCH_SAMPLE rows (searchPage), remembered for MEMO_MS per
 * list, order and filters: paging through a word's matches, or asking the same search again,
 * read the same sample each time (0.4 ms of PostgreSQL's time and a round trip for "สมชาย" at a
 * million users). A sample only tells how a search is run, never which rows it finds: one that
 * has gone stale can send a search to the window that no longer holds its page, which then goes
 * to the trigram indexes as a rare word does.
 */
async function sampleOf<T extends ObjectLiteral>(base: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec, cap: number): Promise<number> {
  const rows = rowsKey(base);
  const key = rows === null ? null : JSON.stringify([cap, query.sortField, query.sortOrder, query.filter, rows]);
  const known = key === null ? undefined : samples.get(key);
  if (known !== undefined) return known;
  const sampled = await rowsOf(windowProbe(base, query, spec, SEARCH_SAMPLE, { offset: 0, limit: cap + 1 }, { asciiFold: true }));
  if (key !== null) samples.set(key, sampled);
  return sampled;
}

/**
 * The rows whose ids a subquery chose (a page's), as a condition. As an array, the subquery runs
 * once, before the rows are read; as `id IN (…)` a planner that expects one row in the account
 * (statistics older than a bulk insert) joined it to every row of the account and ran it again
 * for each: a page of a 12,000-person account did not answer in 10 s.
 */
function pageIdIn(alias: string, subquery: string): string {
  return `${alias}.id = ANY(ARRAY(${subquery}))`;
}

/** The extra column of a search page that carries the window's count. */
const WINDOW_COUNT = 'searchWindowCount';

/** The extra column of a search page that carries the count of its matches. */
const MATCH_COUNT = 'searchMatchCount';

/** Takes a column that every row of a page carries alike off the rows' extras, and answers it. */
function takeExtra<T>(found: Rows<T>, name: string): unknown {
  const value = found.extras!.values().next().value![name];
  for (const row of found.extras!.values()) delete row[name];
  return value;
}

/**
 * A search the window could not answer (a rare word: most searches for a name). Its matches up
 * to the cap are read once, on the trigram indexes, and the page and the count both come from
 * them in one statement; the page's query and the count's each built the same bitmaps before
 * (5.4 ms for the count of a Thai name alone at a million users). With more matches than the
 * cap, those read are not the list's first ones: the count is the cap's, and the page is read
 * in the list's order as before (`page` absent). Null when it cannot tell: no search, a keyset
 * page, a page beyond the cap, or an empty page past the first.
 */
async function matchesPage<T extends ObjectLiteral>(
  base: SelectQueryBuilder<T>,
  filtered: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  cap: number,
  extras: Extras,
): Promise<{ page?: Rows<T>; count: number } | null> {
  if (!activeFilters(query, spec).some(([, def]) => def.kind === 'search')) return null;
  if (query.after || query.offset + query.limit > cap) return null;
  const alias = base.alias;
  const sortExpr = sortColumn(spec, alias, query.sortField)!;
  const matches = filtered
    .clone()
    .select(`${alias}.id`, 'id')
    .addSelect(sortExpr, 'sort_value')
    .orderBy()
    .offset(undefined)
    .limit(cap + 1);
  const order = query.sortOrder;
  const nulls = isNullable(filtered, sortExpr) ? ' NULLS LAST' : '';
  const pageIds = `SELECT id FROM search_matches ORDER BY sort_value ${order}${nulls}, id ${order} OFFSET ${query.offset} LIMIT ${query.limit}`;
  // The page's rows by id on the list's scope alone: its matches already passed every filter.
  const rows = applyOrderAndPage(base.clone(), { ...query, offset: 0, after: undefined }, spec)
    .addCommonTableExpression(matches.getQuery(), 'search_matches', { materialized: true })
    .andWhere(pageIdIn(alias, pageIds))
    .setParameters(matches.getParameters());
  const found = await withSortText(rows, spec, query, { ...extras, [MATCH_COUNT]: '(SELECT count(*)::int FROM search_matches)' });
  if (!found.rows.length) return query.offset === 0 ? { page: { ...found, extras: extras ? found.extras : undefined }, count: 0 } : null;
  const count = takeExtra(found, MATCH_COUNT) as number;
  if (count > cap) return { count };
  return { page: { ...found, extras: extras ? found.extras : undefined }, count };
}

/**
 * The ids of the matches at `page` (the query's own page unless given) among the first `size`
 * rows in the list's order (of the whole list when it is shorter), as a query to nest. The
 * window stands in the place of the table, `FROM (SELECT person.* … ORDER BY … LIMIT size)
 * person`, so PostgreSQL walks the
 * order's index and stops at the page's last match without first reading to the window's
 * edge. The outer query is the list's own, with every filter; TypeORM keeps its entity's
 * column names because only the FROM item of this builder's copy of the alias is replaced.
 */
function windowProbe<T extends ObjectLiteral>(
  base: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  size: number,
  page: { offset: number; limit: number } = query,
  { asciiFold = false }: Pick<SearchOptions, 'asciiFold'> = {},
): SelectQueryBuilder<T> {
  const alias = base.alias;
  const active = activeFilters(query, spec);
  const others = Object.fromEntries(active.filter(([, def]) => def.kind !== 'search').map(([field]) => [field, query.filter[field]]));
  const window = applyOrderAndPage(applyFilters(base.clone(), { filter: others }, spec, 'window'), { ...query, offset: 0, limit: size }, spec);
  window.select(`"${alias}".*`);
  const probe = applyFilters(base.clone(), query, spec, 'filter', { trigrams: false, asciiFold });
  // The copy's own alias: a clone shares its mainAlias with the builder it was cloned from.
  probe.expressionMap.findAliasByName(alias).subQuery = `(${window.getQuery()})`;
  probe.setParameters(window.getParameters());
  return applyOrderAndPage(probe, { ...query, after: undefined, ...page }, spec).select(`${alias}.id`);
}

/**
 * Beyond the first page, the page's ids are chosen first, in a subquery that an index answers
 * without reading the rows the offset skips, and only those rows are read. Offset on the rows
 * themselves would read and join every skipped row (page 5,000 of a million rows: 50,000 rows
 * for 10). One query, not the ids and then the rows: a round trip costs more than the planning.
 */
async function pageRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec, extras: Extras): Promise<Rows<T>> {
  const ordered = applyOrderAndPage(qb.clone(), query, spec);
  if (query.offset === 0) return withSortText(ordered, spec, query, extras);
  const ids = ordered.select(`${qb.alias}.id`);
  const page = qb.clone().andWhere(pageIdIn(qb.alias, ids.getQuery())).setParameters(ids.getParameters());
  return withSortText(applyOrderAndPage(page, { ...query, offset: 0 }, spec), spec, query, extras);
}

type Extras = Record<string, string> | undefined;

/** A sort value as PostgreSQL writes it; null for SQL NULL. */
type SortText = string | null;

/**
 * A page's rows, the first and last ones' sort values as PostgreSQL writes them (for the next
 * cursor, see findPage, and a deep page's anchors), and each row's extras.
 */
type Rows<T> = { rows: T[]; firstSortText?: SortText; lastSortText?: SortText; extras?: Map<string, Record<string, unknown>> };

/**
 * Runs a page's query with its sort value as text beside the entities: the next cursor needs
 * the last row's value to the microsecond, and asking for it here saves each page a query.
 * The caller's extras are read in the same query.
 */
async function withSortText<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, spec: ListSpec, query: ListQuery, extras: Extras): Promise<Rows<T>> {
  const sortExpr = sortColumn(spec, qb.alias, query.sortField)!;
  qb.addSelect(`(${sortExpr})::text`, 'page_sort_text');
  const names = Object.keys(extras ?? {});
  names.forEach((name, at) => qb.addSelect(`(${extras![name]})`, `page_extra_${at}`));
  const plan = hydrationPlan(qb);
  const { entities, raw } = plan
    ? await qb.getRawMany<Record<string, unknown>>().then((raw) => ({ entities: plan.entities(raw), raw }))
    : await qb.getRawAndEntities<Record<string, unknown>>();
  const idKey = `${qb.alias}_id`;
  // The rows come in the page's order, so the first and last raw rows are the first and last entities'.
  const text = (row?: Record<string, unknown>) => (row ? (row.page_sort_text as SortText) : undefined);
  const rows: Rows<T> = { rows: entities, firstSortText: text(raw.at(0)), lastSortText: text(raw.at(-1)) };
  if (names.length) {
    rows.extras = new Map(raw.map((row) => [String(row[idKey]), Object.fromEntries(names.map((name, at) => [name, row[`page_extra_${at}`]]))]));
  }
  return rows;
}

/** The value a row holds for a sort expression such as `user.fullName` or `account.plan`. */
function sortValueOf(row: ObjectLiteral, alias: string, expr: string): unknown {
  const [head, ...rest] = expr.split('.');
  let node: unknown = head === alias ? row : (row as Record<string, unknown>)[head];
  for (const part of rest) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node ?? null;
}

/**
 * A page at or beyond the count's cap: any row there proves more rows than the cap, so the
 * count is read only when the page is empty (one query instead of two, and the count's own
 * 10,001 index entries not read). The page is read from the nearest anchor before it (see
 * anchoredPage).
 */
async function deepPage<T extends ObjectLiteral>(
  filtered: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  cap: number,
  extras: Extras,
  counted: () => Promise<number>,
): Promise<[Rows<T>, number]> {
  const page = await anchoredPage(filtered, query, spec, extras);
  return [page, page.rows.length ? cap + 1 : await counted()];
}

/**
 * A deep page read by keyset from the nearest row before it that a recent page of the same
 * list anchored (Anchors), skipping only the rows between: page 5,000 of a million rows walked
 * 50,000 index entries each time it was asked (5.5 ms of PostgreSQL's time), the same page
 * or the next one from its anchor walks none. The row just before the page is read with it,
 * and it and the page's last row become anchors.
 */
async function anchoredPage<T extends ObjectLiteral>(filtered: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec, extras: Extras): Promise<Rows<T>> {
  const sortExpr = sortColumn(spec, filtered.alias, query.sortField)!;
  const key = JSON.stringify([sortExpr, query.sortOrder, rowsKey(filtered) ?? filtered.getQueryAndParameters()]);
  const near = anchors.before(key, query.offset);
  const above = anchors.after(key, query.offset + query.limit);
  const walk = near ? query.offset - near.position - 1 : query.offset;
  if (above && above.position - query.offset - query.limit < walk && !isNullable(filtered, sortExpr)) {
    const back = await pageBefore(filtered, query, spec, extras, key, above);
    if (back) return back;
  }
  const from = near ? { ...query, after: near.anchor, offset: walk } : query;
  const withBefore = from.offset > 0;
  const read = await pageRows(filtered, withBefore ? { ...from, offset: from.offset - 1, limit: from.limit + 1 } : from, spec, extras);
  const rows = withBefore ? read.rows.slice(1) : read.rows;
  const before = withBefore ? (read.rows[0] as (T & { id: string }) | undefined) : undefined;
  if (before) anchors.record(key, query.offset - 1, { value: read.firstSortText ?? null, id: before.id });
  const last = rows.at(-1) as (T & { id: string }) | undefined;
  if (last) anchors.record(key, query.offset + rows.length - 1, { value: read.lastSortText ?? null, id: last.id });
  if (before && read.extras) read.extras.delete(String(before.id));
  return { ...read, rows };
}

/**
 * A deep page read backwards, by keyset in the opposite order, from the nearest anchor after it
 * (anchoredPage, when that is nearer than the nearest before it): paging back from page 6,000
 * walked 60,000 index entries for each page, and walks none from the page after it. The rows
 * are read with the one just before the page, and both ends become anchors as in anchoredPage.
 * Only where the sort column has no nulls: they come last in both orders, so the opposite order
 * is not the list's read backwards. Null where the anchor has fewer rows before it than its
 * position says (the list shrank since): the page is then walked to from before it.
 */
async function pageBefore<T extends ObjectLiteral>(
  filtered: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  extras: Extras,
  key: string,
  above: { position: number; anchor: Anchor },
): Promise<Rows<T> | null> {
  const end = query.offset + query.limit;
  const backwards = { ...query, sortOrder: query.sortOrder === 'ASC' ? 'DESC' : 'ASC', after: above.anchor, offset: above.position - end, limit: query.limit + 1 } as const;
  const read = await pageRows(filtered, backwards, spec, extras);
  if (read.rows.length < query.limit + 1) return null;
  const [before, ...rows] = [...read.rows].reverse() as (T & { id: string })[];
  anchors.record(key, query.offset - 1, { value: read.lastSortText ?? null, id: before.id });
  anchors.record(key, end - 1, { value: read.firstSortText ?? null, id: rows.at(-1)!.id });
  read.extras?.delete(String(before.id));
  return { rows, firstSortText: read.lastSortText, lastSortText: read.firstSortText, extras: read.extras };
}

/** Applies filter, sort and page to a query builder and runs it. */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  { narrowed = false, extras, count: knownCount }: FindPageOptions = {},
): Promise<Page<T>> {
  const cap = countCapOf(query, spec, narrowed);
  const whole = !narrowed && !activeFilters(query, spec).length;
  // A filtered, searched or joined list's plan depends on its values; a whole list's page walks
  // the account's index in its order whatever the account, and may keep one plan.
  if (!whole) qb.comment(PLANNED_FOR_ITS_VALUES);
  const base = qb.clone();
  const windowed = await searchPage(base, query, spec, cap, extras);
  // After searchPage, which reads the trigram statistics that the search's conditions use.
  const filtered = applyFilters(qb, query, spec);
  const counted = () => (knownCount ? knownCount(cap) : listCount(filtered, cap));
  const matched = windowed ? null : await matchesPage(base, filtered, query, spec, cap, extras);
  const [{ rows, lastSortText, extras: rowExtras }, count] = windowed
    ? [windowed.page, windowed.count ?? (await counted())]
    : matched
      ? [matched.page ?? (await pageRows(filtered, query, spec, extras)), matched.count]
      : !query.after && query.offset >= cap
        ? await deepPage(filtered, query, spec, cap, extras, counted)
        : await Promise.all([
            pageRows(filtered, query, spec, extras),
            knownCount ? counted() : countOf(filtered, whole, cap),
          ]);
  // A page shorter than its size ends the list: its rows give the count exactly. An empty page
  // past the end says nothing of where the end is: an estimate is checked by counting then.
  const ended = !query.after && rows.length < query.limit && (rows.length > 0 || query.offset === 0);
  const total = ended ? query.offset + rows.length : count !== 'estimated' ? count : rows.length ? cap + 1 : await counted();
  const last = rows.at(-1) as (T & { id: string }) | undefined;
  let nextCursor: string | undefined;
  if (rows.length === query.limit && last) {
    const sortExpr = sortColumn(spec, qb.alias, query.sortField)!;
    let value = sortValueOf(last, qb.alias, sortExpr);
    // A JavaScript Date keeps milliseconds, PostgreSQL microseconds: rows stamped in one
    // statement (an import, a send's messages) share a time the Date cannot say, and a cursor
    // holding the rounded time would skip them all. The cursor holds the database's own text,
    // read with the page (withSortText).
    if (value instanceof Date) value = lastSortText ?? value;
    nextCursor = encodeCursor(query, value, last.id);
  }
  return { rows, total: Math.min(total, cap), capped: total > cap, offset: query.offset, nextCursor, extras: rowExtras };
}

/**
 * Every row a list query selects, a keyset page of `batch` rows at a time: an export of a
 * million rows holds one page in memory and never pages by offset. `query` makes the scoped
 * query builder afresh for each page.
 */
export async function* everyRow<T extends ObjectLiteral>(
  query: () => SelectQueryBuilder<T>,
  first: ListQuery,
  spec: ListSpec,
  batch: number,
): AsyncGenerator<T[]> {
  let current: ListQuery = { ...first, offset: 0, limit: batch, after: undefined };
  for (;;) {
    const page = await findPage(query(), current, spec);
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    current = { ...current, after: parseCursor(page.nextCursor, current.sortField, current.sortOrder) };
  }
}

/**
 * Sets Content-Range the way ra-data-simple-rest reads it (`10000+` parses as 10000 there;
 * the admin shows it as "10,000+") and the next keyset cursor, and returns the rows.
 */
export function sendPage<T>(response: Response, resource: string, page: Page<T>): T[] {
  const last = page.rows.length ? page.offset + page.rows.length - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${last}/${page.total}${page.capped ? '+' : ''}`);
  if (page.nextCursor) response.setHeader('X-Next-Cursor', page.nextCursor);
  return page.rows;
}
