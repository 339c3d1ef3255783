import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Exclude, Transform } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';

/** Field rules shared by every form that asks for them, so they read the same everywhere. */

/**
 * May be left out; `null` is validated like any value, so a required column is never
 * cleared by `"field": null` (react-admin sends the whole record, cleared inputs as null).
 */
export const Optional = () =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ApiProperty({ required: false }),
  );

/**
 * May be left out or sent as null, which clears the value (the column is nullable). The type
 * is named for OpenAPI, which cannot see through `string | null`.
 */
export const Nullable = (type: StringConstructor | BooleanConstructor | NumberConstructor = String) =>
  applyDecorators(IsOptional(), ApiProperty({ type, required: false, nullable: true }));

/** PostgreSQL `integer` bounds: a larger number in any integer field is a 422, never a 500. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number, also from a query string ("20"). Exponents, fractions, signs where none
 * belong and numbers beyond the column's range are refused as `validation.integer`.
 */
export const IntField = ({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max }),
    Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value)),
    IsInt({ message: 'validation.integer' }),
    Min(min, { message: 'validation.integer' }),
    Max(max, { message: 'validation.integer' }),
  );

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'somchai@example.com' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty(),
    IsEmail({}, { message: 'validation.email' }),
    MaxLength(254),
  );

export const PasswordField = () =>
  applyDecorators(
    ApiProperty({ minLength: 8, example: 'correct-horse-battery' }),
    IsString(),
    IsNotEmpty(),
    MinLength(8, { message: 'validation.passwordTooShort' }),
    MaxLength(72),
  );

export const NameField = (maxLength = 80) =>
  applyDecorators(ApiProperty({ example: 'Somchai' }), trim, IsString(), IsNotEmpty(), MaxLength(maxLength));

/** A name that may be empty (a last name): '' is what the server stores and sends back. */
export const OptionalNameField = (maxLength = 80) =>
  applyDecorators(ApiProperty({ example: 'Jaidee', required: false }), trim, IsString(), MaxLength(maxLength));

export const UsernameField = () =>
  applyDecorators(
    ApiProperty({ example: 'somchai' }),
    trim,
    IsString(),
    IsNotEmpty(),
    Matches(/^[A-Za-z0-9._-]{3,30}$/, { message: 'validation.username' }),
  );

/** An IANA time zone the runtime knows, such as Asia/Bangkok. */
export function IsTimeZone(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isTimeZone',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'validation.timezone' },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !value.includes('/')) return false;
          try {
            new Intl.DateTimeFormat('en', { timeZone: value });
            return true;
          } catch {
            return false;
          }
        },
      },
    });
}

/**
 * react-admin sends the whole record back on update, read-only fields included (id,
 * createdAt, counts). An update DTO names them here: they are accepted and dropped before
 * validation, so they can neither fail the request as unknown fields nor reach the service.
 */
export function ReadOnlyFields(...names: string[]): ClassDecorator {
  return (target) => {
    for (const name of names) Exclude({ toClassOnly: true })(target.prototype as object, name);
  };
}

/** ISO 8601 with a time and an offset (or Z) as a Date; anything else stays as sent, for IsDate to refuse. */
export const toDate = Transform(({ value }) => {
  if (typeof value !== 'string') return value;
  // "tomorrow 10:00" without an offset has no meaning across zones.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
});

/**
 * An amount in baht to the satang: a number (or its decimal string) from 0 to `max` with at most
 * two decimals, else `validation.amount`. The decimals are counted by rounding to the satang, not
 * by class-validator's `maxDecimalPlaces`, which splits `String(value)` at a '.' that a number
 * JavaScript writes with an exponent (`1e-7`) does not have, and threw: a 500.
 */
export const AmountField = ({ max }: { max: number }) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? Number(value) : value)),
    IsAmount(max),
  );

function IsAmount(max: number): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'validation.amount' },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && value >= 0 && value <= max && Number(value.toFixed(2)) === value,
      },
    });
}

/** A CSS colour a public page can use as is: a name or #rgb / #rrggbb (nothing that could close the property). */
export const CSS_COLOR = /^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|[a-z]{3,20})$/;

/** `@IsUrl` options of an address a page links to or shows: http(s), written in full. */
export const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
