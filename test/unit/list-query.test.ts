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

  it.each([
    [{ sort: '["secret","ASC"]' }, 'cannot sort by secret'],
    [{ sort: '["name","SIDEWAYS"]' }, 'sort order must be ASC or DESC'],
    [{ sort: 'name' }, 'sort is not valid JSON'],
    [{ range: '[10,5]' }, 'range end is before its start'],
    [{ range: '[-1,5]' }, 'range must be [start, end] with whole numbers'],
    [{ filter: '{"owner":"me"}' }, 'cannot filter by owner'],
    [{ filter: '{"status":"maybe"}' }, 'status has an unknown value'],
    [{ filter: '{"id":"42"}' }, 'id must be an id'],
    [{ filter: '{"q":{"$ne":1}}' }, 'q must be text'],
    [{ filter: '[1]' }, 'filter must be an object'],
  ])('refuses %j with 400 (%s)', (params, detail) => {
    try {
      parseListQuery(params, spec);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({ message: 'errors.badQuery', detail });
    }
  });
});
