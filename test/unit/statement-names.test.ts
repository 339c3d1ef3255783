import {
  MAX_PREPARED,
  PLANNED_FOR_ITS_VALUES,
  PREPARED_MIN_LENGTH,
  plannedForItsValues,
  StatementNames,
} from '../../backend/src/database/statement-names.js';

/** A read of at least the length worth preparing, told apart by `tag`. */
const read = (tag: string | number, verb = 'SELECT') => `${verb} ${tag} AS tag`.padEnd(PREPARED_MIN_LENGTH, ' ');

describe('StatementNames', () => {
  it('names a read the second time its text is seen, and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameOf(read(1))).toBeUndefined();
    const name = names.nameOf(read(1));
    expect(name).toMatch(/^prepared_\d+$/);
    expect(names.nameOf(read(1))).toBe(name);
    expect(names.nameOf(read(2))).toBeUndefined();
    expect(names.nameOf(read(2))).not.toBe(name);
  });

  it('names queries and row writes however indented, and no utility statement', () => {
    const names = new StatementNames();
    const twice = (text: string) => (names.nameOf(text), names.nameOf(text));
    const named = [
      'WITH x AS (SELECT 1) SELECT',
      '\n  select',
      'INSERT INTO t SELECT',
      'UPDATE t SET a = 1 --',
      'DELETE FROM t --',
      '/* a comment */ /* and another */ SELECT',
    ];
    named.forEach((verb, at) => expect(twice(read(at, verb))).toBeDefined());
    for (const verb of [
      'EXPLAIN SELECT',
      'SELECTED',
      'BEGIN; SELECT',
      'SET x = 1; SELECT',
      'COPY t FROM STDIN --',
      'CREATE TABLE t AS SELECT',
      '/* a comment */ SET x = 1; SELECT',
      '/* a comment SELECT',
    ]) {
      expect(twice(read(9, verb))).toBeUndefined();
    }
  });

  it('names a statement marked as planned for its values too, and tells the mark wherever it is', () => {
    const names = new StatementNames();
    const twice = (text: string) => (names.nameOf(text), names.nameOf(text));
    const mark = `/* ${PLANNED_FOR_ITS_VALUES} */`;
    expect(twice(`${mark} ${read(1)}`)).toBeDefined();
    expect(plannedForItsValues(`${mark} ${read(1)}`)).toBe(true);
    expect(plannedForItsValues(read(`count(*) FROM (${mark} SELECT 1) page --`))).toBe(true);
    expect(plannedForItsValues(read(`1 /* another comment */`))).toBe(false);
  });

  it('leaves short statements unnamed', () => {
    const names = new StatementNames();
    const short = 'SELECT 1'.padEnd(PREPARED_MIN_LENGTH - 1, ' ');
    names.nameOf(short);
    expect(names.nameOf(short)).toBeUndefined();
    const long = `${short} `;
    names.nameOf(long);
    expect(names.nameOf(long)).toBeDefined();
  });

  it('stops naming at its limit and still answers the names it gave', () => {
    const names = new StatementNames(3);
    const given = [1, 2, 3].map((tag) => (names.nameOf(read(tag)), names.nameOf(read(tag))));
    expect(new Set(given).size).toBe(3);
    names.nameOf(read(4));
    expect(names.nameOf(read(4))).toBeUndefined();
    expect([1, 2, 3].map((tag) => names.nameOf(read(tag)))).toEqual(given);
    expect(MAX_PREPARED).toBeGreaterThan(3);
  });

  it('forgets the texts seen once when it holds too many, so a one-off never fills it', () => {
    const names = new StatementNames(10, 2);
    names.nameOf(read(1));
    names.nameOf(read(2));
    names.nameOf(read(3)); // full: 1 and 2 forgotten
    expect(names.nameOf(read(1))).toBeUndefined();
    expect(names.nameOf(read(3))).toBeDefined();
  });
});
