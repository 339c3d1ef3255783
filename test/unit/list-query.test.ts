import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE_SIZE, parseListQuery, type ListSpec } from '../../backend/src/common/http/list-query.js';

const spec: ListSpec = {
  resource: 'things',
  sortable: { name: 'thing.name', createdAt: 'thing.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['thing.name'] },
    status: { kind: 'equals', column: 'thing.status', values: ['on', 'off'] },
    id: { kind: 'uuid', column: 'thing.id' },
  },
};

describe('parseListQuery (ra-data-simple-rest dialect)', () => {
  it('defaults to the first page of 10 in the default order', () => {
    expect(parseListQuery({}, spec)).toEqual({ sortField: 'createdAt', sortOrder: 'DESC', offset: 0, limit: 10, filter: {} });
  });

  it('reads sort, range and filter', () => {
    const query = parseListQuery(
      { sort: '["name","asc"]', range: '[20,29]', filter: '{"q":"tea","status":["on","off"]}' },
      spec,
    );
    expect(query).toEqual({ sortField: 'name', sortOrder: 'ASC', offset: 20, limit: 10, filter: { q: 'tea', status: ['on', 'off'] } });
  });

  it(`caps a page at ${MAX_PAGE_SIZE} rows`, () => {
    expect(parseListQuery({ range: '[0,5000]' }, spec).limit).toBe(MAX_PAGE_SIZE);
  });

  it('sorts and filters by id on every resource (react-admin\'s default sort, getMany)', () => {
    const id = '0b9f8a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(parseListQuery({ sort: '["id","ASC"]', filter: JSON.stringify({ id: [id] }) }, spec)).toMatchObject({
      sortField: 'id',
      filter: { id: [id] },
    });
  });

  it.each([
    [{ sort: '["secret","ASC"]' }, 'list.unknownSort', 'cannot sort by secret'],
    [{ sort: '["name","SIDEWAYS"]' }, 'list.badSort', 'sort order must be ASC or DESC'],
    [{ sort: 'name' }, 'list.notJson', 'sort is not valid JSON'],
    [{ range: '[10,5]' }, 'list.badRange', 'range end is before its start'],
    [{ range: '[-1,5]' }, 'list.badRange', 'range must be [start, end] with whole numbers'],
    [{ filter: '{"owner":"me"}' }, 'list.unknownFilter', 'cannot filter by owner'],
    [{ filter: '{"status":"maybe"}' }, 'list.badFilterValue', 'status has an unknown value'],
    [{ filter: '{"id":"42"}' }, 'list.badFilterValue', 'id must be an id'],
    [{ filter: '{"q":{"$ne":1}}' }, 'list.badFilterValue', 'q must be text'],
    [{ filter: '[1]' }, 'list.badFilter', 'filter must be an object'],
  ])('refuses %j with 400 (%s: %s)', (params, message, detail) => {
    expectRefused(params, message, detail);
  });

  // Inherited names must never match a whitelist: `"__proto__" in spec.sortable` is true.
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'refuses the inherited name %s as sort field and filter key',
    (name) => {
      expectRefused({ sort: JSON.stringify([name, 'ASC']) }, 'list.unknownSort');
      expectRefused({ filter: `{${JSON.stringify(name)}:"x"}` }, 'list.unknownFilter');
    },
  );

  it.each([
    ['[0,1e2]', 'list.badRange'],
    ['[1e400,1e401]', 'list.badRange'],
    ['[0.5,9]', 'list.badRange'],
    ['[99999999999999999999,99999999999999999999]', 'list.badRange'],
    ['[1000001,1000010]', 'list.tooDeep'],
  ])('refuses the range %s (exponents, fractions, numbers beyond the offset bound)', (range, message) => {
    expectRefused({ range }, message);
  });

  it.each([
    ['{"status":1e400}', 'a number PostgreSQL cannot hold'],
    ['{"q":"a\\u0000b"}', 'a NUL byte'],
    ['{"q":"\\ud800"}', 'a lone surrogate'],
    ['{"status":[[[[["on"]]]]]}', 'nesting'],
  ])('refuses the filter %s (%s)', (filter) => {
    expect(() => parseListQuery({ filter }, spec)).toThrow(BadRequestException);
  });

  it('refuses a parameter given twice (an array from the query string)', () => {
    expectRefused({ sort: ['["name","ASC"]', '["name","DESC"]'] as unknown as string }, 'list.notJson');
  });
});

function expectRefused(params: Record<string, string>, message: string, detail?: string) {
  try {
    parseListQuery(params, spec);
    throw new Error('accepted');
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toMatchObject(detail ? { message, detail } : { message });
  }
}
