import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { isUUID } from 'class-validator';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { jsonTooDeep } from './json-depth.js';
import { ownValue } from './own.js';
import { isUnsafeText } from './text-safety.js';

/**
 * The ra-data-simple-rest dialect, once for every resource:
 * `?sort=["field","ASC"]&range=[0,9]&filter={...}` in, a page of rows and
 * `Content-Range: <resource> 0-9/42` out. Only whitelisted fields sort or filter.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** Offsets beyond this are refused: an offset page costs a scan of every row it skips. */
export const MAX_OFFSET = 1_000_000;

export type FilterDef =
  /** Exact match; an array value matches any of its items. `values` limits what may be asked. */
  | { kind: 'equals'; column: string; values?: readonly string[] }
  /** Exact match on a uuid column (ids and references); arrays allowed (getMany). */
  | { kind: 'uuid'; column: string }
  /** Case-insensitive "contains" over one or more columns. */
  | { kind: 'search'; columns: string[] };

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
}

export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface Page<T> {
  rows: T[];
  total: number;
  offset: number;
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
  return ownValue(spec.filters, field) ?? (field === 'id' ? { kind: 'uuid', column: `${alias}.id` } : undefined);
}

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
  return { sortField, sortOrder, offset, limit, filter: Object.fromEntries(accepted) };
}

function validateFilterValue(field: string, def: FilterDef, value: unknown): void {
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
    if (def.kind === 'uuid' && !isUUID(String(item))) bad('list.badFilterValue', `${field} must be an id`);
    if (def.kind === 'equals' && def.values && !def.values.includes(String(item))) {
      bad('list.badFilterValue', `${field} has an unknown value`);
    }
  }
}

/** Applies filter, sort and page to a query builder. */
export function applyListQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === '' || value === null || value === undefined) continue;
    const def = filterDef(spec, qb.alias, field)!;
    const param = `filter_${field}`;
    if (def.kind === 'search') {
      const pattern = `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        new Brackets((or) => {
          for (const column of def.columns) or.orWhere(`${column} ILIKE :${param}`, { [param]: pattern });
        }),
      );
    } else if (Array.isArray(value)) {
      if (value.length === 0) qb.andWhere('1 = 0');
      else qb.andWhere(`${def.column} IN (:...${param})`, { [param]: value });
    } else {
      qb.andWhere(`${def.column} = :${param}`, { [param]: value });
    }
  }
  // A unique tie-breaker keeps pages stable when many rows share the sort value.
  qb.orderBy(sortColumn(spec, qb.alias, query.sortField)!, query.sortOrder, 'NULLS LAST')
    .addOrderBy(`${qb.alias}.id`, 'ASC')
    .offset(query.offset)
    .limit(query.limit);
  return qb;
}

/** Applies filter, sort and page to a query builder and runs it. */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): Promise<Page<T>> {
  const [rows, total] = await applyListQuery(qb, query, spec).getManyAndCount();
  return { rows, total, offset: query.offset };
}

/** Sets Content-Range the way ra-data-simple-rest reads it and returns the rows. */
export function sendPage<T>(response: Response, resource: string, page: Page<T>): T[] {
  const last = page.rows.length ? page.offset + page.rows.length - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${last}/${page.total}`);
  return page.rows;
}
