import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsDate, IsString, validateSync } from 'class-validator';
import type { IncomingMessage } from 'node:http';
import { refuseDeepJson, verifyJsonBody } from '../../backend/src/common/http/body-depth.js';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../../backend/src/common/http/json-depth.js';
import { inputProblems, isInheritedName, isUnsafeText } from '../../backend/src/common/http/text-safety.js';
import { INHERITED_NAMES } from '../utils/hostile.js';
import {
  EmailField,
  INT4_MAX,
  IntField,
  IsTimeZone,
  NameField,
  Nullable,
  Optional,
  OptionalNameField,
  PasswordField,
  ReadOnlyFields,
  toDate,
  UsernameField,
} from '../../backend/src/common/validation/fields.js';

// The checks every request value passes before a DTO sees it (hostile-input.e2e drives them
// through every route); here each edge on its own, so a loosened bound fails by name.

describe('unsafe text', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone high surrogate at the end', 'ab\uD83D'],
    ['a lone low surrogate', 'a\uDE00b'],
    ['a lone low surrogate at the start', '\uDE00ab'],
    ['a pair written the wrong way round', '\uDE00\uD83D'],
  ])('refuses %s', (_name, value) => expect(isUnsafeText(value)).toBe(true));

  it.each([
    ['plain text', 'Somchai'],
    ['Thai', 'สมชาย ใจดี'],
    ['an emoji (a surrogate pair)', 'ok \uD83D\uDE00'],
    ['the highest and lowest surrogates paired', '\uDBFF\uDFFF\uD800\uDC00'],
    ['the characters around the surrogates', '\uD7FF\uE000'],
    ['an empty string', ''],
  ])('lets %s through', (_name, value) => expect(isUnsafeText(value)).toBe(false));

  it('names the keys every object inherits, and prototype, and nothing else', () => {
    for (const name of INHERITED_NAMES) expect(isInheritedName(name)).toBe(true);
    for (const name of ['name', 'proto', 'Constructor', 'prototypes', ''])
      expect(isInheritedName(name)).toBe(false);
  });
});

describe('inputProblems', () => {
  it('answers nothing for a clean value of any shape', () => {
    expect(inputProblems({ name: 'a', tags: ['x', 'y'], nested: { n: 1, ok: true, none: null } })).toEqual([]);
    expect(inputProblems('text')).toEqual([]);
    expect(inputProblems(42)).toEqual([]);
    expect(inputProblems(null)).toEqual([]);
  });

  it('names each unsafe string by its path, array indexes included', () => {
    const problems = inputProblems({ a: { b: 'x\u0000' }, list: ['ok', '\uD800'] });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'a.b', key: 'validation.invalidText' },
        { path: 'list.1', key: 'validation.invalidText' },
      ]),
    );
    expect(problems).toHaveLength(2);
  });

  it('names a top-level string as "value", or by the root it is given', () => {
    expect(inputProblems('\u0000')).toEqual([{ path: 'value', key: 'validation.invalidText' }]);
    expect(inputProblems('\u0000', 'filter')).toEqual([{ path: 'filter', key: 'validation.invalidText' }]);
    expect(inputProblems({ q: '\u0000' }, 'filter')).toEqual([{ path: 'filter.q', key: 'validation.invalidText' }]);
  });

  it('refuses an inherited name as a key, by its own path, and does not look inside it', () => {
    const value = JSON.parse('{"a":{"__proto__":{"x":"\\u0000"}},"constructor":1}') as unknown;
    expect(inputProblems(value)).toEqual(
      expect.arrayContaining([
        { path: 'a.__proto__', key: 'validation.unknownField' },
        { path: 'constructor', key: 'validation.unknownField' },
      ]),
    );
    expect(inputProblems(value)).toHaveLength(2);
  });

  it('refuses an unsafe key at the path of its object', () => {
    expect(inputProblems({ outer: { 'k\u0000': 'v' } })).toEqual([{ path: 'outer', key: 'validation.invalidText' }]);
    expect(inputProblems({ '\uDC00': 'v' })).toEqual([{ path: 'value', key: 'validation.invalidText' }]);
  });
});

describe('JSON depth', () => {
  const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, arrays and objects alike`, () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH) + '1' + '}'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('counts depth, not brackets: siblings at the same level never add up', () => {
    const siblings = `[${Array.from({ length: 100 }, () => nested(MAX_JSON_DEPTH - 1)).join(',')}]`;
    expect(jsonTooDeep(siblings)).toBe(false);
    expect(jsonTooDeep(`[${'{},'.repeat(100)}{}]`)).toBe(false);
    expect(jsonTooDeep(`{"a":[${'[],'.repeat(100)}[]]}`)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: `"${'{'.repeat(1000)}` }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: `\\${'['.repeat(1000)}` }))).toBe(false);
    // After the string closes, brackets count again.
    expect(jsonTooDeep(`["\\"[["${','.repeat(1)}${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('takes its bound as a parameter', () => {
    expect(jsonTooDeep('[[]]', 2)).toBe(false);
    expect(jsonTooDeep('[[[]]]', 2)).toBe(true);
    expect(jsonTooDeep('', 0)).toBe(false);
  });

  it("refuses a deep body with body-parser's 400 and keeps the raw bytes of the others", () => {
    const request = {} as IncomingMessage & { rawBody?: Buffer };
    const deep = Buffer.from(nested(MAX_JSON_DEPTH + 1));
    expect(() => refuseDeepJson(request, null, deep)).toThrow(expect.objectContaining({ status: 400, type: 'entity.too.deep' }));
    expect(() => verifyJsonBody(request, null, deep)).toThrow(expect.objectContaining({ status: 400 }));
    expect(request.rawBody).toBeUndefined();
    const body = Buffer.from('{"ok":true}');
    verifyJsonBody(request, null, body);
    expect(request.rawBody).toBe(body);
  });
});

describe('shared field rules', () => {
  class Numbers {
    @IntField()
    count!: unknown;

    @IntField({ min: -5, max: 10 })
    small!: unknown;
  }
  const check = (plain: object) => {
    const errors = validateSync(plainToInstance(Numbers, plain));
    return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
  };

  it('reads whole numbers, also written as text', () => {
    expect(check({ count: 0, small: -5 })).toEqual({});
    expect(check({ count: '20', small: '10' })).toEqual({});
    expect(check({ count: String(INT4_MAX), small: '-5' })).toEqual({});
    expect(plainToInstance(Numbers, { count: '20', small: '-3' })).toMatchObject({ count: 20, small: -3 });
  });

  it.each([
    ['beyond PostgreSQL integer', INT4_MAX + 1],
    ['beyond it, as text', '2147483648'],
    ['eleven digits', '10000000000'],
    ['an exponent', '1e3'],
    ['a fraction', '1.5'],
    ['a plus sign', '+5'],
    ['spaces', ' 5'],
    ['below the minimum', -1],
    ['a boolean', true],
    ['null', null],
    ['a number in an array', ['5']],
  ])('refuses %s as validation.integer', (_name, value) => {
    expect(check({ count: value, small: 0 }).count).toEqual(expect.arrayContaining(['validation.integer']));
  });

  it('keeps to the bounds it is given', () => {
    expect(check({ count: 1, small: 11 }).small).toEqual(['validation.integer']);
    expect(check({ count: 1, small: -6 }).small).toEqual(['validation.integer']);
  });

  class Moment {
    @toDate
    @IsDate()
    at!: unknown;

    @IsTimeZone()
    zone!: unknown;
  }
  const moment = (at: unknown, zone: unknown = 'Asia/Bangkok') => plainToInstance(Moment, { at, zone });

  it('reads ISO 8601 times with an offset or Z as dates', () => {
    expect(moment('2026-11-28T09:00:00+07:00').at).toEqual(new Date('2026-11-28T02:00:00Z'));
    expect(moment('2026-11-28T09:00Z').at).toEqual(new Date('2026-11-28T09:00:00Z'));
    expect(moment('2026-11-28T09:00:00.123456-03:30').at).toBeInstanceOf(Date);
  });

  it.each([
    ['no offset', '2026-11-28T09:00:00'],
    ['a date alone', '2026-11-28'],
    ['an impossible month', '2026-13-01T00:00:00Z'],
    ['seven digits of fraction', '2026-11-28T09:00:00.1234567Z'],
    ['text around it', ' 2026-11-28T09:00:00Z'],
    ['an expanded year (which Date would read)', '+002026-11-28T09:00:00Z'],
    ['words', 'tomorrow 10:00'],
  ])('leaves %s as sent, for IsDate to refuse', (_name, value) => {
    const instance = moment(value);
    expect(instance.at).toBe(value);
    expect(validateSync(instance).map((error) => error.property)).toContain('at');
  });

  it('leaves what is not text as it is', () => {
    expect(moment(5).at).toBe(5);
    expect(moment(null).at).toBeNull();
  });

  it('takes IANA time zones the runtime knows and nothing else', () => {
    expect(validateSync(moment('2026-11-28T09:00Z', 'Asia/Bangkok'))).toEqual([]);
    expect(validateSync(moment('2026-11-28T09:00Z', 'America/Argentina/Buenos_Aires'))).toEqual([]);
    for (const zone of ['UTC', 'Mars/Olympus_Mons', 'Asia/', '', 7, null]) {
      const errors = validateSync(moment('2026-11-28T09:00Z', zone));
      expect(errors.map((error) => error.constraints)).toEqual([{ isTimeZone: 'validation.timezone' }]);
    }
  });
});

describe('shared text fields', () => {
  @ReadOnlyFields('id', 'createdAt')
  class Person {
    @EmailField()
    email!: unknown;

    @PasswordField()
    password!: unknown;

    @NameField(10)
    firstName!: unknown;

    @OptionalNameField(5)
    lastName!: unknown;

    @UsernameField()
    username!: unknown;

    @Optional()
    @IsString()
    note?: unknown;

    @Nullable(Boolean)
    @IsBoolean()
    active?: unknown;

    id?: unknown;
    createdAt?: unknown;
  }
  const valid = { email: 'a@example.com', password: 'long-enough', firstName: 'Somchai', lastName: '', username: 'somchai' };
  const person = (changes: object) => plainToInstance(Person, { ...valid, ...changes });
  /** The constraints each field failed, by field. */
  const failed = (changes: object) =>
    Object.fromEntries(validateSync(person(changes)).map((error) => [error.property, Object.keys(error.constraints ?? {}).sort()]));

  it('takes a valid person, trimming names and lower-casing the e-mail', () => {
    expect(failed({})).toEqual({});
    expect(person({ email: '  Somchai@Example.COM ', firstName: '  Somchai ', lastName: ' Jai ', username: ' som.chai_1 ' })).toMatchObject({
      email: 'somchai@example.com',
      firstName: 'Somchai',
      lastName: 'Jai',
      username: 'som.chai_1',
    });
  });

  it('refuses each field by its own rule', () => {
    expect(failed({ email: 'not-an-email' })).toEqual({ email: ['isEmail'] });
    expect(failed({ email: '' })).toEqual({ email: ['isEmail', 'isNotEmpty'] });
    // Not text: refused, never trimmed (a TypeError there would be a 500).
    expect(failed({ email: 5 })).toEqual({ email: ['isEmail', 'maxLength'] });
    expect(failed({ email: null })).toEqual({ email: ['isEmail', 'isNotEmpty', 'maxLength'] });
    expect(failed({ email: `${'a'.repeat(250)}@example.com` }).email).toContain('maxLength');
    expect(failed({ password: 'short' })).toEqual({ password: ['minLength'] });
    expect(failed({ password: 'x'.repeat(73) })).toEqual({ password: ['maxLength'] });
    expect(failed({ password: 'x'.repeat(72) })).toEqual({});
    expect(failed({ password: 12345678 })).toEqual({ password: ['isString', 'maxLength', 'minLength'] });
    expect(failed({ firstName: '   ' })).toEqual({ firstName: ['isNotEmpty'] });
    expect(failed({ firstName: 'x'.repeat(11) })).toEqual({ firstName: ['maxLength'] });
    expect(failed({ firstName: 'x'.repeat(10) })).toEqual({});
    expect(failed({ lastName: 'x'.repeat(6) })).toEqual({ lastName: ['maxLength'] });
    expect(failed({ lastName: 5 })).toEqual({ lastName: ['isString', 'maxLength'] });
  });

  it('keeps usernames to 3-30 letters, digits, dots, dashes and underscores', () => {
    for (const username of ['abc', 'a'.repeat(30), 'A.b-c_9']) expect(failed({ username })).toEqual({});
    for (const username of ['ab', 'a'.repeat(31), 'som chai', 'สมชาย', 'a@b', ''])
      expect(failed({ username }).username).toContain('matches');
  });

  it('answers the translated keys, not the validator defaults', () => {
    const messages = (changes: object) => validateSync(person(changes)).flatMap((error) => Object.values(error.constraints ?? {}));
    expect(messages({ email: 'x' })).toEqual(['validation.email']);
    expect(messages({ password: 'short' })).toEqual(['validation.passwordTooShort']);
    expect(messages({ username: 'a b' })).toEqual(['validation.username']);
  });

  it('lets an optional field be left out but validates null like any value', () => {
    expect(failed({ note: undefined })).toEqual({});
    expect(failed({ note: null })).toEqual({ note: ['isString'] });
    expect(failed({ note: 'text' })).toEqual({});
  });

  it('lets a nullable field be left out or cleared with null', () => {
    expect(failed({ active: null })).toEqual({});
    expect(failed({ active: undefined })).toEqual({});
    expect(failed({ active: 'yes' })).toEqual({ active: ['isBoolean'] });
  });

  it('drops the read-only fields react-admin sends back', () => {
    const instance = person({ id: 'x', createdAt: '2026-11-28' });
    expect(instance.id).toBeUndefined();
    expect(instance.createdAt).toBeUndefined();
    expect(instance.email).toBe('a@example.com');
  });
});
