import { ConflictException } from '@nestjs/common';
import type { FieldErrors } from './validation.js';

/** The 409 for values another row already holds: `{ message, errors: { field: key } }`. */
export class ConflictFieldsException extends ConflictException {
  constructor(errors: FieldErrors) {
    super({ message: 'errors.conflict', errors });
  }
}
