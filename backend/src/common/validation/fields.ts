import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength, registerDecorator } from 'class-validator';

/** Field rules shared by every form that asks for them, so they read the same everywhere. */

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
