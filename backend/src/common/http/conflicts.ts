import { ConflictException } from '@nestjs/common';
import type { FieldErrors } from './validation.js';

/**
 * Unique constraints answer 409 with the fields they concern. Each entity names its own
 * constraints with `@ConflictFields`, so the exception filter can turn the unique violation
 * that loses a race (two creates at the same moment) into the same 409 a pre-check gives.
 */
const byConstraint = new Map<string, FieldErrors>();

export function ConflictFields(constraints: Record<string, FieldErrors>): ClassDecorator {
  for (const [name, errors] of Object.entries(constraints)) byConstraint.set(name, errors);
  return () => undefined;
}

export function conflictFieldsOf(constraint: string | undefined): FieldErrors {
  return (constraint && byConstraint.get(constraint)) || {};
}

/** The 409 for values another row already holds: `{ message, errors: { field: key } }`. */
export class ConflictFieldsException extends ConflictException {
  constructor(errors: FieldErrors) {
    super({ message: 'errors.conflict', errors });
  }
}
