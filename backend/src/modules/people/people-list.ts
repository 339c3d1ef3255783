import { applyFilters, parseListQuery, type ListSpec } from '../../common/http/list-query.js';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { GENDERS } from './person.entity.js';

/**
 * Who a filter selects among an account's people: the people list's filter, a dynamic group's
 * saved rules and, later, a send's audience all read it the same way.
 */
const AUDIENCE_FILTERS: ListSpec['filters'] = {
  // Every word in a first name, last name or mobile (a name typed whole finds first and last).
  q: { kind: 'search', columns: ['person.firstName', 'person.lastName', 'person.mobile'], words: true },
  tagId: {
    kind: 'related',
    sql: (param) => `EXISTS (SELECT 1 FROM person_tags pt WHERE pt.tag_id IN (:...${param}) AND pt.person_id = person.id)`,
  },
  gender: { kind: 'equals', column: 'person.gender', values: GENDERS },
  createdAt: { kind: 'range', column: 'person.createdAt', type: 'date' },
};

/** The rules a dynamic group may save: the audience filters, no group (a group of groups could loop). */
export const GROUP_RULES: ListSpec = {
  resource: 'people',
  sortable: {},
  defaultSort: ['id', 'ASC'],
  filters: AUDIENCE_FILTERS,
};

export const PEOPLE_LIST: ListSpec = {
  resource: 'people',
  sortable: {
    createdAt: 'person.createdAt',
    updatedAt: 'person.updatedAt',
    firstName: 'person.firstName',
    lastName: 'person.lastName',
    mobile: 'person.mobile',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    ...AUDIENCE_FILTERS,
    id: { kind: 'uuid', column: 'person.id' },
    // Applied by PeopleService: a static group by its members, a dynamic one by its rules.
    groupId: { kind: 'uuid', column: 'person.id' },
  },
};

/** A search typed as a phone number (081-234…, 66 81…) looks for the digits as stored in E.164. */
export function phoneSearch(q: unknown): unknown {
  if (typeof q !== 'string' || !/^[+\d\s().-]+$/.test(q)) return q;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return q;
  return digits.startsWith('0') ? `66${digits.slice(1)}` : digits;
}

/** Checks a dynamic group's rules (the people list's 400s become the group form's 422). */
export function parseGroupRules(rules: Record<string, unknown>): Record<string, unknown> {
  return parseListQuery({ filter: JSON.stringify(rules) }, GROUP_RULES).filter;
}

/** Narrows a query on `person` to a dynamic group's rules, with parameters of their own. */
export function applyGroupRules<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, rules: Record<string, unknown>, prefix: string) {
  const filter = parseGroupRules(rules);
  if (typeof filter.q === 'string') filter.q = phoneSearch(filter.q);
  return applyFilters(qb, { filter }, GROUP_RULES, prefix);
}

/** A send to people: everyone (`all`), or whoever carries one of the tags or is in one of the groups. */
export interface PeopleAudience {
  all: boolean;
  tagIds: string[];
  groupIds: string[];
}
