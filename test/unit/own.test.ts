import { hasOwnKey, ownValue } from '../../backend/src/common/http/own.js';
import { definedOnly } from '../../backend/src/common/http/defined.js';

/** Whitelist lookups with request values as keys: only a record's own keys ever answer. */
describe('own keys', () => {
  const sortable: Record<string, string> = { name: 'user.name', createdAt: 'user.created_at' };

  it('finds own keys', () => {
    expect(ownValue(sortable, 'name')).toBe('user.name');
    expect(hasOwnKey(sortable, 'createdAt')).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'missing'])('finds nothing under %s', (key) => {
    expect(ownValue(sortable, key)).toBeUndefined();
    expect(hasOwnKey(sortable, key)).toBe(false);
  });

  it('finds nothing for a key that is not a string, even one that would coerce to an own key', () => {
    for (const key of [['name'], { toString: () => 'name' }, 1, null, undefined]) {
      expect(ownValue(sortable, key)).toBeUndefined();
      expect(hasOwnKey(sortable, key)).toBe(false);
    }
    expect(ownValue({ '1': 'one' }, 1)).toBeUndefined();
  });
});

describe('definedOnly', () => {
  it('keeps the fields a partial update carries, null and falsy values included', () => {
    expect(definedOnly({ a: undefined, b: null, c: 0, d: '', e: false, f: 'x' })).toEqual({
      b: null,
      c: 0,
      d: '',
      e: false,
      f: 'x',
    });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});
