import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import {
  COUNT_CAP,
  RANGE_BOUNDS,
  activeFilters,
  countCapOf,
  encodeCursor,
  filterDef,
  parseCursor,
  sortColumn,
  type ListQuery,
  type ListSpec,
} from './list-params.js';

export {
  COUNT_CAP,
  DEFAULT_PAGE_SIZE,
  FILTERED_COUNT_CAP,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  activeFilters,
  countCapOf,
  parseListQuery,
  type FilterDef,
  type ListQuery,
  type ListQueryParams,
  type ListSpec,
} from './list-params.js';

/**
 * A page of a list, from a tenant-scoped query builder and a parsed request (list-params.ts):
 * the request's filters and sort applied, two plain statements run side by side, the page's
 * rows and their count.
 *
 * - The count stops at COUNT_CAP, or FILTERED_COUNT_CAP under a search or a related table, and
 *   is then reported as `10000+` or `1000+` (the admin shows "10,000+"); a whole list that the
 *   planner puts far past the cap, or a page past the cap, says so without counting.
 * - A page at an offset chooses its ids on the order's index first and then reads only its
 *   rows; `?cursor=` (the previous page's `X-Next-Cursor`) pages by keyset, as deep as the list.
 * - A search word is a plain `column ILIKE '%word%'`, which a pg_trgm GIN index on the column
 *   answers (TrigramSearch migration); PostgreSQL chooses between it and the order's index.
 *
 * Every index a list needs is led by the tenant column and ends in its order and `id`.
 */

export interface Page<T> {
  rows: T[];
  total: number;
  offset: number;
  /** True when there are more rows than the list counts and `total` is the cap. */
  capped?: boolean;
  nextCursor?: string;
  /** Each row's `extras` (see FindPageOptions), by the row's id. */
  extras?: Map<string, Record<string, unknown>>;
}

export interface FindPageOptions {
  /** The caller has already joined the query to another table (a group's members): it counts like a related filter. */
  narrowed?: boolean;
  /** SQL expressions read with each row of the page, by name (a person's tag ids). */
  extras?: Record<string, string>;
  /** The list's count by a cheaper road the caller knows; given the cap, it answers at most cap + 1. */
  count?: (cap: number) => Promise<number>;
}

/** Filters, sort and page on a query builder (the page's SQL, without running it). */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  return applyOrderAndPage(applyFilters(qb, query, spec), query, spec);
}

/**
 * The filters alone (for totals over the same rows as a list, or a group's saved rules). A
 * second filter on the same query names its parameters with another `prefix`.
 */
export function applyFilters<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: Pick<ListQuery, 'filter'>,
  spec: ListSpec,
  prefix = 'filter',
): SelectQueryBuilder<T> {
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === '' || value === null || value === undefined) continue;
    const { def, bound } = filterDef(spec, qb.alias, field)!;
    const param = `${prefix}_${field}`;
    if (def.kind === 'range') {
      qb.andWhere(`${def.column} ${RANGE_BOUNDS[bound!]} :${param}`, { [param]: value });
    } else if (def.kind === 'search') {
      const words = def.words ? String(value).split(/\s+/).filter(Boolean) : [String(value)];
      words.forEach((word, at) => searchWord(qb, def.columns, word, `${param}_${at}`));
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

/**
 * One search word in the searched text, `%` and `_` taken literally. The ILIKE alone, so that
 * PostgreSQL estimates it from the statistics of the text's trigram index: a common word is
 * found walking the order's index, a rare one on the trigram index.
 */
function searchWord<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, columns: string[], word: string, param: string): void {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  qb.andWhere(`${searchedText(columns)} ILIKE :${param}`, { [param]: pattern });
}

/**
 * The text a search reads: one column, or several joined by line breaks, which no search of
 * words holds and a typed one hardly does, so a match never runs from one column into the next.
 * One trigram index on this very expression answers every word of the search in one scan
 * (SearchDocuments migration): a column each meant a bitmap scan per column and word, and a
 * planner's estimate per column (each at least 0.01 % of the table) added up.
 */
export function searchedText(columns: string[]): string {
  if (columns.length === 1) return columns[0];
  return `(${columns.map((column) => `coalesce(${column}, '')`).join(` || E'\\n' || `)})`;
}

/**
 * Sort, keyset and page. The id breaks ties in the sort's direction and a NOT NULL column gets
 * no NULLS clause, so one ascending index `(tenant, column, id)` gives the order read either
 * way; a nullable column keeps its nulls last in both orders.
 */
function applyOrderAndPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  const sortExpr = sortColumn(spec, qb.alias, query.sortField)!;
  const nullable = isNullable(qb, sortExpr);
  if (query.after) applyKeyset(qb, sortExpr, nullable, query);
  return qb
    .orderBy(sortExpr, query.sortOrder, nullable ? 'NULLS LAST' : undefined)
    .addOrderBy(`${qb.alias}.id`, query.sortOrder)
    .offset(query.offset)
    .limit(query.limit);
}

/** False when the sort expression is an entity column declared NOT NULL (from the entity's metadata); anything else may hold nulls. */
function isNullable<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, expr: string): boolean {
  const [aliasName, property] = expr.split('.');
  const alias = qb.expressionMap.aliases.find((candidate) => candidate.name === aliasName);
  const column = alias?.hasMetadata && property ? alias.metadata.findColumnWithPropertyPath(property) : undefined;
  return column ? column.isNullable : true;
}

/**
 * Rows after the cursor in `ORDER BY sort <order> [NULLS LAST], id <order>`: without nulls a
 * row comparison, which the index reads as a range; with them, a later value, or the same one
 * with a later id, and the nulls after every value.
 */
function applyKeyset<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  sortExpr: string,
  nullable: boolean,
  query: ListQuery,
): void {
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
      {
        cursorValue: value,
        cursorId: id,
      },
    );
  }
}

/** Counts the rows a query selects up to `cap` + 1: the walk stops there, whatever the list's length. */
export async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, cap = COUNT_CAP): Promise<number> {
  const [sql, parameters] = qb
    .clone()
    .select(`${qb.alias}.id`)
    .orderBy()
    .offset(undefined)
    .limit(cap + 1)
    .getQueryAndParameters();
  const [{ n }] = await qb.connection.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM (${sql}) counted`, parameters);
  return n;
}

/** The page's rows, with each row's sort value as PostgreSQL writes it (for the cursor) and its extras. */
async function readPage<T extends ObjectLiteral>(
  filtered: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  extras: Record<string, string> = {},
) {
  const alias = filtered.alias;
  let qb = filtered.clone();
  if (query.offset > 0) {
    // The page's ids first, on the order's index alone, then only those rows: OFFSET on the rows
    // themselves reads every row it skips. As an array, the subquery runs once even where stale
    // statistics expect one row in the account.
    const ids = applyOrderAndPage(filtered.clone(), query, spec).select(`${alias}.id`);
    qb = qb.andWhere(`${alias}.id = ANY(ARRAY(${ids.getQuery()}))`).setParameters(ids.getParameters());
  }
  applyOrderAndPage(qb, { ...query, offset: 0 }, spec);
  qb.addSelect(`(${sortColumn(spec, alias, query.sortField)!})::text`, 'page_sort_text');
  const names = Object.keys(extras);
  names.forEach((name, at) => qb.addSelect(`(${extras[name]})`, `page_extra_${at}`));
  const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
  const byId = new Map(raw.map((row) => [String(row[`${alias}_id`]), row]));
  return {
    rows: entities,
    sortText: (id: string) => byId.get(id)?.page_sort_text as string | null | undefined,
    extras: names.length
      ? new Map([...byId].map(([id, row]) => [id, Object.fromEntries(names.map((name, at) => [name, row[`page_extra_${at}`]]))]))
      : undefined,
  };
}

/** The value a row holds for a sort expression such as `user.fullName` or `account.plan`. */
function sortValueOf(row: ObjectLiteral, alias: string, expr: string): unknown {
  const [head, ...rest] = expr.split('.');
  let node: unknown = head === alias ? row : (row as Record<string, unknown>)[head];
  for (const part of rest) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node ?? null;
}

/**
 * A whole list (no filter) that the planner puts at ten times its cap or more answers "10000+"
 * from the estimate instead of counting 10,001 index entries, and a search alone (no other
 * filter) that it puts at ten times its cap answers "1000+" instead of reading its first 1,001
 * matches from as many pages (35 ms for a common word). Ten times, so that statistics not yet
 * analysed after a mass delete, or a search word's estimate from 1,000 histogram entries, rarely
 * show a cap the list does not reach; a short page, or an empty one, still gives the exact count.
 */
export const ESTIMATE_TRUSTED_FACTOR = 10;
export const ESTIMATE_TRUSTED = ESTIMATE_TRUSTED_FACTOR * COUNT_CAP;

/** The rows the planner expects a query to select, from the table's statistics (no row is read). */
async function estimatedRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const [sql, parameters] = qb
    .clone()
    .select(`${qb.alias}.id`)
    .orderBy()
    .offset(undefined)
    .limit(undefined)
    .getQueryAndParameters();
  const [row] = await qb.connection.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    parameters,
  );
  return row['QUERY PLAN'][0].Plan['Plan Rows'];
}

/** Applies filter, sort and page to a scoped query builder; answers the page and its capped count. */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  { narrowed = false, extras, count }: FindPageOptions = {},
): Promise<Page<T>> {
  const cap = countCapOf(query, spec, narrowed);
  const filtered = applyFilters(qb, query, spec);
  const counted = () => (count ? count(cap) : cappedCount(filtered, cap));
  const active = activeFilters(query, spec);
  // A whole list, or a search alone: the planner's estimate of either is good enough to say "+".
  const estimable = !count && !narrowed && active.every(([, def]) => def.kind === 'search');
  // Null where the count is left to the page: a page at or past the cap, or a list the planner
  // puts far past it, is "+" when it holds a row.
  const early = async (): Promise<number | null> => {
    if (!query.after && query.offset >= cap) return null;
    if (estimable && (await estimatedRows(filtered)) >= ESTIMATE_TRUSTED_FACTOR * cap) return null;
    return counted();
  };
  const [page, known] = await Promise.all([readPage(filtered, query, spec, extras), early()]);
  const rows = page.rows;
  // A page shorter than its size ends the list; an empty one past the end does not say where.
  const ended = !query.after && rows.length < query.limit && (rows.length > 0 || query.offset === 0);
  const total = ended ? query.offset + rows.length : (known ?? (rows.length ? cap + 1 : await counted()));
  const last = rows.at(-1) as (T & { id: string }) | undefined;
  let nextCursor: string | undefined;
  if (rows.length === query.limit && last) {
    let value = sortValueOf(last, qb.alias, sortColumn(spec, qb.alias, query.sortField)!);
    // A Date keeps milliseconds, PostgreSQL microseconds: rows stamped in one statement share a
    // time a Date cannot say, and a cursor holding it rounded would skip them. The cursor holds
    // the database's own text of the value.
    if (value instanceof Date) value = page.sortText(last.id) ?? value.toISOString();
    nextCursor = encodeCursor(query, value, last.id);
  }
  return { rows, total: Math.min(total, cap), capped: total > cap, offset: query.offset, nextCursor, extras: page.extras };
}

/**
 * Every row a list query selects, a keyset page of `batch` rows at a time: an export of a
 * million rows holds one page in memory and never pages by offset. `query` makes the scoped
 * query builder afresh for each page. `extras` are read with each row and set on it.
 */
export async function* everyRow<T extends ObjectLiteral>(
  query: () => SelectQueryBuilder<T>,
  first: ListQuery,
  spec: ListSpec,
  batch: number,
  extras?: Record<string, string>,
): AsyncGenerator<T[]> {
  let current: ListQuery = { ...first, offset: 0, limit: batch, after: undefined };
  for (;;) {
    const page = await findPage(query(), current, spec, { extras });
    if (page.extras) for (const row of page.rows) Object.assign(row, page.extras.get(row.id as string));
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
