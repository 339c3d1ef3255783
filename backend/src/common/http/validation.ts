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
  ['isInt', 'validation.integer'],
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

/** Field paths come from the request too (unknown fields): collected in a Map, never as keys of `{}`. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const out = new Map<string, string>();
  const walk = (list: ValidationError[], prefix: string) => {
    for (const error of list) {
      const path = prefix ? `${prefix}.${error.property}` : error.property;
      if (error.constraints) out.set(path, keyOf(error.constraints));
      if (error.children?.length) walk(error.children, path);
    }
  };
  walk(errors, parent);
  return Object.fromEntries(out);
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
