import { DataSource } from 'typeorm';
import { applyListQuery, parseListQuery, sendPage, type ListSpec } from '../../backend/src/common/http/list-query.js';

// The SQL a list query turns into, built by TypeORM's real PostgreSQL query builder (no
// connection is opened: building a query needs only the driver).
const dataSource = new DataSource({ type: 'postgres' });

const spec: ListSpec = {
  resource: 'things',
  sortable: { name: 'thing.name', createdAt: 'thing.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['thing.name', 'thing.email'] },
    status: { kind: 'equals', column: 'thing.status', values: ['on', 'off'] },
    createdAt: { kind: 'range', column: 'thing.createdAt', type: 'date' },
    size: { kind: 'range', column: 'thing.size', type: 'number' },
  },
};
const ID = '0b9f8a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

function sql(params: Parameters<typeof parseListQuery>[0], against = spec): { query: string; parameters: unknown[] } {
  const qb = applyListQuery(
    dataSource.createQueryBuilder().select('thing').from('things', 'thing'),
    parseListQuery(params, against),
    against,
  );
  const [query, parameters] = qb.getQueryAndParameters();
  return { query, parameters };
}

function cursor(parts: unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The spec's two searched columns as the one text their trigram index holds (searchedText). */
const SEARCHED = "(coalesce(thing.name, '') || E'\\n' || coalesce(thing.email, '')) ILIKE $1";

describe('applyListQuery (the SQL of a list request)', () => {
  it('orders by the sort field with the id as tie-breaker, then pages', () => {
    const { query } = sql({ sort: '["name","ASC"]', range: '[20,29]' });
    expect(query).toMatch(/ORDER BY thing\.name ASC NULLS LAST, thing\.id ASC LIMIT 10 OFFSET 20$/);
  });

  it('escapes LIKE wildcards in a search and reads every column as one text, lines apart, with no other condition', () => {
    const { query, parameters } = sql({ filter: JSON.stringify({ q: '50%_off\\' }) });
    expect(parameters).toEqual(['%50\\%\\_off\\\\%']);
    expect(query).toContain(`WHERE ${SEARCHED} ORDER BY`);
  });

  it.each(['ศรีสุข', '0812345', '+66-81', 'Somchai', 'สมชาย a', 'ß'])('matches %j with ILIKE over every column', (q) => {
    const { query, parameters } = sql({ filter: JSON.stringify({ q }) });
    expect(query).toContain(SEARCHED);
    expect(parameters[0]).toBe(`%${q}%`);
  });

  it('looks for upper-case Latin with ILIKE, as for lower-case', () => {
    expect(sql({ filter: JSON.stringify({ q: 'TEA' }) }).query).toContain(SEARCHED);
  });

  it('puts a related filter in as its own SQL, with the ids as an array', () => {
    const related: ListSpec = { ...spec, filters: { group: { kind: 'related', sql: (param) => `thing.group_id = ANY(:${param})` } } };
    const { query, parameters } = sql({ filter: JSON.stringify({ group: ID }) }, related);
    expect(query).toContain('thing.group_id = ANY($1)');
    expect(parameters).toEqual([[ID]]);
  });

  it('matches equals filters one value or any of a list; an empty list matches nothing', () => {
    expect(sql({ filter: '{"status":"on"}' })).toMatchObject({ parameters: ['on'] });
    expect(sql({ filter: '{"status":"on"}' }).query).toContain('thing.status = $1');
    expect(sql({ filter: '{"status":["on","off"]}' })).toMatchObject({ parameters: ['on', 'off'] });
    expect(sql({ filter: '{"status":["on","off"]}' }).query).toContain('thing.status IN ($1, $2)');
    expect(sql({ filter: '{"status":[]}' }).query).toContain('WHERE 1 = 0');
  });

  it('skips empty filter values', () => {
    const qb = dataSource.createQueryBuilder().select('thing').from('things', 'thing');
    const query = {
      sortField: 'name',
      sortOrder: 'ASC' as const,
      offset: 0,
      limit: 10,
      filter: { status: '', q: null, size_gt: undefined },
    };
    expect(applyListQuery(qb, query, spec).getQuery()).not.toContain('WHERE');
  });

  it.each([
    ['createdAt_gte', '2026-01-01', '>='],
    ['createdAt_lte', '2026-01-01T10:00:00Z', '<='],
    ['size_gt', 5, '>'],
    ['size_lt', -5, '<'],
  ])('maps the range bound %s to %s', (field, value, operator) => {
    const { query, parameters } = sql({ filter: JSON.stringify({ [field]: value }) });
    expect(query).toContain(`${field.startsWith('size') ? 'thing.size' : 'thing.createdAt'} ${operator} $1`);
    expect(parameters).toEqual([value]);
  });

  it.each([
    ['{"createdAt_gte":"yesterday"}', 'createdAt_gte must be an ISO date'],
    ['{"createdAt_gte":"2026-02-31x"}', 'createdAt_gte must be an ISO date'],
    ['{"createdAt_lt":20260101}', 'createdAt_lt must be an ISO date'],
    ['{"size_gte":"5"}', 'size_gte must be a number'],
    ['{"size_lte":9007199254740993}', 'size_lte must be a number'],
    ['{"createdAt":"2026-01-01"}', 'cannot filter by createdAt'],
    ['{"size_between":1}', 'cannot filter by size_between'],
    ['{"status":true}', 'status has an unknown value'],
    ['{"status":1.5}', 'status has a wrong type'],
    [`{"q":"${'a'.repeat(201)}"}`, 'q is too long'],
    [`{"status":${JSON.stringify(Array.from({ length: 101 }, () => 'on'))}}`, 'status lists too many values'],
  ])('refuses the filter %s (%s)', (filter, detail) => {
    expect(() => sql({ filter })).toThrow(expect.objectContaining({ response: expect.objectContaining({ detail }) }));
  });

  it('accepts a 200-character search and 100 listed values', () => {
    expect(() => sql({ filter: JSON.stringify({ q: 'a'.repeat(200) }) })).not.toThrow();
    expect(() => sql({ filter: JSON.stringify({ status: Array.from({ length: 100 }, () => 'on') }) })).not.toThrow();
  });

  describe('keyset cursor', () => {
    it('continues after the last sort value and id, nulls last, offset ignored', () => {
      const { query, parameters } = sql({ sort: '["name","ASC"]', range: '[40,49]', cursor: cursor(['name', 'ASC', 'm', ID]) });
      expect(query).toContain('(thing.name > $1 OR thing.name IS NULL OR (thing.name = $1 AND thing.id > $2))');
      expect(query).toMatch(/LIMIT 10 OFFSET 0$/);
      expect(parameters).toEqual(['m', ID]);
    });

    it('goes the other way for a descending sort', () => {
      expect(sql({ sort: '["name","DESC"]', cursor: cursor(['name', 'DESC', 'm', ID]) }).query).toContain('thing.name < $1');
    });

    it('after a null sort value only the remaining nulls follow', () => {
      const { query, parameters } = sql({ sort: '["name","ASC"]', cursor: cursor(['name', 'ASC', null, ID]) });
      expect(query).toContain('(thing.name IS NULL AND thing.id > $1)');
      expect(parameters).toEqual([ID]);
    });

    it.each([
      [['createdAt', 'ASC', 'm', ID], 'another sort field'],
      [['name', 'DESC', 'm', ID], 'another order'],
      [['name', 'ASC', { a: 1 }, ID], 'an object value'],
      [['name', 'ASC', 'm', 'not-an-id'], 'an id that is no uuid'],
      [['name', 'ASC', 'm'], 'no id'],
      [['name', 'ASC', 'a\u0000b', ID], 'unsafe text'],
    ])('refuses a cursor %j (%s)', (parts) => {
      expect(() => sql({ sort: '["name","ASC"]', cursor: cursor(parts) })).toThrow(
        expect.objectContaining({ response: expect.objectContaining({ message: 'list.badCursor' }) }),
      );
    });

    it('refuses a cursor that is not base64 JSON or too long', () => {
      for (const raw of ['%%%', 'x'.repeat(2001)]) {
        expect(() => sql({ sort: '["name","ASC"]', cursor: raw })).toThrow(
          expect.objectContaining({ response: expect.objectContaining({ message: 'list.badCursor' }) }),
        );
      }
    });

    it('accepts number and boolean sort values', () => {
      for (const value of [3, true]) {
        expect(sql({ sort: '["name","ASC"]', cursor: cursor(['name', 'ASC', value, ID]) }).parameters).toEqual([value, ID]);
      }
    });
  });
});

describe('sendPage', () => {
  function headersOf(page: Parameters<typeof sendPage>[2]): Record<string, string> {
    const headers: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (headers[name] = value) };
    sendPage(response as never, 'things', page);
    return headers;
  }

  it('writes Content-Range as ra-data-simple-rest reads it, with + past the count cap', () => {
    expect(headersOf({ rows: [1, 2, 3], offset: 20, total: 23 })).toEqual({ 'Content-Range': 'things 20-22/23' });
    expect(headersOf({ rows: [], offset: 0, total: 0 })).toEqual({ 'Content-Range': 'things 0-0/0' });
    // No cursor, no header at all (toEqual would take one set to undefined for none).
    expect(Object.keys(headersOf({ rows: [1], offset: 0, total: 1 }))).toEqual(['Content-Range']);
    expect(headersOf({ rows: [1], offset: 0, total: 10000, capped: true, nextCursor: 'abc' })).toEqual({
      'Content-Range': 'things 0-0/10000+',
      'X-Next-Cursor': 'abc',
    });
  });
});
