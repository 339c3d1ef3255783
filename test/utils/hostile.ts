/**
 * The classes of hostile input every route must answer with a 4xx (never a 5xx): each
 * value is either a JSON value or raw JSON text (numbers JSON.stringify cannot write,
 * lone surrogates, `__proto__` keys, which an object literal would turn into a prototype).
 */
export type Hostile = { label: string; json: string };

const raw = (label: string, json: string): Hostile => ({ label, json });
const value = (label: string, v: unknown): Hostile => ({ label, json: JSON.stringify(v) });

export const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];

/** UUID look-alikes PostgreSQL's uuid type refuses (or a loose regex accepts). */
export const NOT_QUITE_UUIDS = [
  '------------------------------------',
  '00000000-0000-0000-0000-00000000000g',
  '0000000000000000000000000000000000-0',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000000000000000000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffff',
];

export const NUMBERS = ['1e400', '-1e400', '99999999999999999999', '2147483648', '1e3', '1.5', '-1', '0', '9007199254740993'];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Values fed to every body field, one field at a time. */
export const FIELD_VALUES: Hostile[] = [
  value('null', null),
  value('NUL byte', 'a\u0000b'),
  raw('lone high surrogate', '"a\\ud800b"'),
  raw('lone low surrogate', '"\\udc00"'),
  raw('lone surrogate e-mail', '"a\\ud800@example.com"'),
  value('long text', 'x'.repeat(20_000)),
  value('Thai text', 'สมชาย'.repeat(40)),
  ...NUMBERS.map((n) => raw(`number ${n}`, n)),
  ...NUMBERS.map((n) => value(`numeric text ${n}`, n)),
  ...INHERITED_NAMES.map((name) => value(`inherited name ${name}`, name)),
  ...NOT_QUITE_UUIDS.map((id) => value(`not-quite-uuid ${id}`, id)),
  ...NOT_QUITE_UUIDS.slice(0, 2).map((id) => value(`token with not-quite-uuid ${id}`, `${id}.${'a'.repeat(43)}`)),
  value('array', ['a', 'b']),
  value('object', { $gt: '' }),
  raw('object with __proto__', '{"__proto__":{"polluted":true}}'),
  value('boolean', true),
  value('empty string', ''),
  raw('deep array', deep(50)),
];

/** Whole bodies, whatever the route's fields. */
export function wholeBodies(sample: Record<string, unknown>): Hostile[] {
  const fields = JSON.stringify(sample).slice(1, -1);
  const withKey = (key: string) => `{${JSON.stringify(key)}:{"polluted":true}${fields ? `,${fields}` : ''}}`;
  return [
    ...INHERITED_NAMES.map((name) => raw(`body with key ${name}`, withKey(name))),
    raw('body nested 5,000 deep', deep(5000)),
    raw('object nested 2,000 deep', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000)),
    raw('array body', '[1,2,3]'),
    raw('string body', '"text"'),
    raw('null body', 'null'),
    raw('number body', '1e400'),
    raw('NUL key', `{"a\\u0000b":1${fields ? `,${fields}` : ''}}`),
  ];
}

/** Query values for list routes (sort, range, filter) and any declared query parameter. */
export function listQueries(): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  for (const name of INHERITED_NAMES) {
    queries.push({ sort: JSON.stringify([name, 'ASC']) });
    queries.push({ filter: `{${JSON.stringify(name)}:"x"}` });
    queries.push({ filter: `{${JSON.stringify(name)}:{"polluted":true}}` });
  }
  for (const n of NUMBERS) {
    queries.push({ range: `[0,${n}]` });
    queries.push({ range: `[${n},${n}]` });
    queries.push({ filter: `{"id":${n}}` });
  }
  queries.push(
    { range: '[1e20,1e21]' },
    { range: '["0","9"]' },
    { range: '[0]' },
    { sort: '["id"]' },
    { sort: '["id","ASC","x"]' },
    { sort: '[["id"],"ASC"]' },
    { filter: '{"q":"a\\u0000b"}' },
    { filter: '{"q":"\\ud800"}' },
    { filter: '{"q":"%_\\\\"}' },
    { filter: '{"q":["a"]}' },
    { filter: `{"id":${deep(5000)}}` },
    { filter: `{"id":"${NOT_QUITE_UUIDS[0]}"}` },
    { filter: `{"id":["${NOT_QUITE_UUIDS[1]}"]}` },
    { filter: 'null' },
    { filter: '"x"' },
    { sort: 'a\u0000b' },
    { range: deep(5000) },
  );
  return queries;
}

/** Values for a declared query parameter such as page or perPage (sent as text). */
export const QUERY_VALUES = [...NUMBERS, 'a\u0000b', '%ED%A0%80', ...INHERITED_NAMES, 'x'.repeat(5000), ''];

/** Values for a path parameter such as {id}. */
export const PATH_VALUES = [...NOT_QUITE_UUIDS, 'a\u0000b', '__proto__', 'constructor', '1e400', '..', 'x'.repeat(300)];

/** Values for the X-Account-Id header and the bearer token. */
export const HEADER_VALUES = [...NOT_QUITE_UUIDS, '__proto__', 'constructor', 'x'.repeat(5000), ''];

/** A fingerprint of Object.prototype: its own property names and their descriptors. */
export function prototypeFingerprint(): string {
  const names = Object.getOwnPropertyNames(Object.prototype).sort();
  return JSON.stringify(
    names.map((name) => {
      const d = Object.getOwnPropertyDescriptor(Object.prototype, name)!;
      return [name, typeof d.value, typeof d.get, d.enumerable, d.writable];
    }),
  );
}
