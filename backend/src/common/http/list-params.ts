import { BadRequestException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { jsonTooDeep } from './json-depth.js';
import { ownValue } from './own.js';
import { isUnsafeText } from './text-safety.js';

/**
 * The ra-data-simple-rest dialect read once for every resource:
 * `?sort=["field","ASC"]&range=[0,9]&filter={...}&cursor=...`. Only the fields a resource's
 * ListSpec whitelists sort or filter; anything else is a 400 whose message is a translation
 * key. list-query.ts turns the parsed request into SQL.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** Offsets beyond this are refused: an offset page costs a walk past every row it skips. */
export const MAX_OFFSET = 1_000_000;
/** Counting stops here and answers "10000+": beyond it the exact number tells a person nothing. */
export const COUNT_CAP = 10_000;
/** A list narrowed by a search or a related table counts to this: each row counted costs a text match or a join. */
export const FILTERED_COUNT_CAP = 1_000;

export type FilterDef =
  /** Exact match; an array value matches any of its items. `values` limits what may be asked. */
  | { kind: 'equals'; column: string; values?: readonly string[] }
  /** Exact match on a uuid column (ids and references); arrays allowed (getMany). */
  | { kind: 'uuid'; column: string }
  /**
   * Case-insensitive "contains" over one or more columns, read as one text (`searchedText`):
   * give it one pg_trgm GIN index, `USING gin (column gin_trgm_ops)` for one column, on the same
   * expression for several (SearchDocuments migration). With `words`, each space-separated word
   * must be found in one of the columns ("Somchai Jaidee" finds a first and a last name).
   */
  | { kind: 'search'; columns: string[]; words?: boolean }
  /**
   * Rows related to any of the given ids through another table: `sql` is an EXISTS condition
   * given the name of the uuid[] parameter (`person_tags.tag_id = ANY(:tagIds)`).
   */
  | { kind: 'related'; sql: (param: string) => string }
  /**
   * A date or number range, asked as `<field>_gte`, `_lte`, `_gt` or `_lt`; dates as ISO 8601.
   * With `bound`, the field is asked by its own name and compares that one way (a list's
   * `startDate` that keeps what ends on or after it).
   */
  | { kind: 'range'; column: string; type: 'date' | 'number'; bound?: RangeBound };

export const RANGE_BOUNDS = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
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

/** The definition a filter field is read by; a range's `<field>_gte` names its bound too. */
export function filterDef(spec: ListSpec, alias: string, field: string): { def: FilterDef; bound?: RangeBound } | undefined {
  const own = ownValue(spec.filters, field);
  if (own && own.kind === 'range') return own.bound ? { def: own, bound: own.bound } : undefined;
  if (own) return { def: own };
  if (field === 'id') return { def: { kind: 'uuid', column: `${alias}.id` } };
  const match = /^(.+)_(gte|lte|gt|lt)$/.exec(field);
  const ranged = match ? ownValue(spec.filters, match[1]) : undefined;
  return ranged?.kind === 'range' ? { def: ranged, bound: match![2] as RangeBound } : undefined;
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
  if (typeof sortField !== 'string' || !sortColumn(spec, '', sortField))
    bad('list.unknownSort', `cannot sort by ${String(sortField)}`);
  const sortOrder = typeof order === 'string' ? order.toUpperCase() : '';
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') bad('list.badSort', 'sort order must be ASC or DESC');

  const { offset, limit } = parseRange(params.range);

  const filter = parseJson(params.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) bad('list.badFilter', 'filter must be an object');
  const accepted = new Map<string, unknown>();
  for (const [field, value] of Object.entries(filter)) {
    const found = filterDef(spec, '', field);
    if (!found) bad('list.unknownFilter', `cannot filter by ${field}`);
    validateFilterValue(field, found.def, value);
    accepted.set(field, value);
  }
  const after = parseCursor(params.cursor, sortField, sortOrder);
  return { sortField, sortOrder, offset: after ? 0 : offset, limit, filter: Object.fromEntries(accepted), after };
}

/** A cursor is opaque to clients: base64url JSON of [sort field, order, last value, last id]. */
export function encodeCursor(query: ListQuery, value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([query.sortField, query.sortOrder, value, id])).toString('base64url');
}

export function parseCursor(raw: unknown, sortField: string, sortOrder: string): ListQuery['after'] {
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
    if ((def.kind === 'uuid' || def.kind === 'related') && !isUUID(String(item)))
      bad('list.badFilterValue', `${field} must be an id`);
    if (def.kind === 'equals' && def.values && !def.values.includes(String(item)))
      bad('list.badFilterValue', `${field} has an unknown value`);
  }
}

/** Filter fields whose value narrows the list (empty values are skipped). */
export function activeFilters(query: Pick<ListQuery, 'filter'>, spec: ListSpec): [string, FilterDef][] {
  return Object.entries(query.filter)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([field]) => [field, filterDef(spec, '', field)!.def]);
}

/** How far a list counts: FILTERED_COUNT_CAP when a search or a related table (or the caller's own join, `narrowed`) selects the rows. */
export function countCapOf(query: Pick<ListQuery, 'filter'>, spec: ListSpec, narrowed = false): number {
  const costly = narrowed || activeFilters(query, spec).some(([, def]) => def.kind === 'search' || def.kind === 'related');
  return costly ? FILTERED_COUNT_CAP : COUNT_CAP;
}
