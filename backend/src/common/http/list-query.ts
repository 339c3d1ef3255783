import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { isUUID } from 'class-validator';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/**
 * The ra-data-simple-rest dialect, once for every resource:
 * `?sort=["field","ASC"]&range=[0,9]&filter={...}` in, a page of rows and
 * `Content-Range: <resource> 0-9/42` out. Only whitelisted fields sort or filter.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export type FilterDef =
  /** Exact match; an array value matches any of its items. `values` limits what may be asked. */
  | { kind: 'equals'; column: string; values?: readonly string[] }
  /** Exact match on a uuid column (ids and references); arrays allowed (getMany). */
  | { kind: 'uuid'; column: string }
  /** Case-insensitive "contains" over one or more columns. */
  | { kind: 'search'; columns: string[] };

export interface ListSpec {
  resource: string;
  /** Sortable field → SQL expression. */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
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

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException({ message: 'errors.badQuery', detail: `${name} is not valid JSON` });
  }
}

function bad(detail: string): never {
  throw new BadRequestException({ message: 'errors.badQuery', detail });
}

export function parseListQuery(params: ListQueryParams, spec: ListSpec): ListQuery {
  const sort = parseJson(params.sort, 'sort') ?? spec.defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2) bad('sort must be ["field","ASC|DESC"]');
  const [sortField, order] = sort as unknown[];
  if (typeof sortField !== 'string' || !(sortField in spec.sortable)) bad(`cannot sort by ${String(sortField)}`);
  const sortOrder = String(order).toUpperCase();
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') bad('sort order must be ASC or DESC');

  const range = parseJson(params.range, 'range') ?? [0, DEFAULT_PAGE_SIZE - 1];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0)) {
    bad('range must be [start, end] with whole numbers');
  }
  const [start, end] = range as number[];
  if (end < start) bad('range end is before its start');
  const limit = Math.min(end - start + 1, MAX_PAGE_SIZE);

  const filter = parseJson(params.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter) || filter === null) bad('filter must be an object');
  for (const [field, value] of Object.entries(filter)) {
    const def = spec.filters[field];
    if (!def) bad(`cannot filter by ${field}`);
    validateFilterValue(field, def, value);
  }
  return { sortField, sortOrder, offset: start, limit, filter: filter as Record<string, unknown> };
}

function validateFilterValue(field: string, def: FilterDef, value: unknown): void {
  const items = Array.isArray(value) ? value : [value];
  if (def.kind === 'search') {
    if (typeof value !== 'string') bad(`${field} must be text`);
    return;
  }
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') bad(`${field} has a wrong type`);
    if (def.kind === 'uuid' && !isUUID(String(item))) bad(`${field} must be an id`);
    if (def.kind === 'equals' && def.values && !def.values.includes(String(item))) bad(`${field} has an unknown value`);
  }
}

/** Applies filter, sort and page to a query builder and runs it. */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): Promise<Page<T>> {
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === '' || value === null || value === undefined) continue;
    const def = spec.filters[field];
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
  qb.orderBy(spec.sortable[query.sortField], query.sortOrder, 'NULLS LAST')
    .addOrderBy(`${qb.alias}.id`, 'ASC')
    .offset(query.offset)
    .limit(query.limit);
  const [rows, total] = await qb.getManyAndCount();
  return { rows, total, offset: query.offset };
}

/** Sets Content-Range the way ra-data-simple-rest reads it and returns the rows. */
export function sendPage<T>(response: Response, resource: string, page: Page<T>): T[] {
  const last = page.rows.length ? page.offset + page.rows.length - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${last}/${page.total}`);
  return page.rows;
}
