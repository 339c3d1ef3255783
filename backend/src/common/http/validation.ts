import { HttpStatus, UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Field errors as translation keys, the shape react-admin shows under each input. */
export type FieldErrors = Record<string, string>;

/** 422 with `{ message, errors }`; the message key is translated by the exception filter. */
export class ValidationFailedException extends UnprocessableEntityException {
  constructor(errors: FieldErrors) {
    super({ message: 'errors.validationFailed', errors });
  }
}

const KEY_PATTERN = /^[a-z]+\.[A-Za-z.]+$/;

// The first matching constraint names the error: "required" beats "must be an e-mail".
const CONSTRAINT_KEYS: [string, string][] = [
  ['whitelistValidation', 'validation.unknownField'],
  ['isDefined', 'validation.required'],
  ['isNotEmpty', 'validation.required'],
  ['isString', 'validation.string'],
  ['isBoolean', 'validation.boolean'],
  ['isEmail', 'validation.email'],
  ['isIn', 'validation.oneOf'],
  ['isEnum', 'validation.oneOf'],
  ['isUuid', 'validation.uuid'],
  ['minLength', 'validation.minLength'],
  ['maxLength', 'validation.maxLength'],
];

function keyOf(constraints: Record<string, string>): string {
  for (const [name, key] of CONSTRAINT_KEYS) {
    if (!constraints[name]) continue;
    // A decorator given a translation key as its message says it better than the default.
    return KEY_PATTERN.test(constraints[name]) ? constraints[name] : key;
  }
  const custom = Object.values(constraints).find((message) => KEY_PATTERN.test(message));
  return custom ?? 'validation.invalid';
}

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = keyOf(error.constraints);
    if (error.children?.length) Object.assign(out, toFieldErrors(error.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    errorHttpStatusCode: HttpStatus.UNPROCESSABLE_ENTITY,
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}
