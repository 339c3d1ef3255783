/**
 * Unique constraints answer 409 with the fields they concern. Each entity names its own
 * constraints with `@ConflictFields`, so the exception filter can turn the unique violation
 * that loses a race (two creates at the same moment) into the same 409 a pre-check gives.
 * Kept free of HTTP code: entities load in the worker too.
 */

/** Field → translation key, as a 409 body's `errors` carries them. */
export type ConflictKeys = Record<string, string>;

const byConstraint = new Map<string, ConflictKeys>();

export function ConflictFields(constraints: Record<string, ConflictKeys>): ClassDecorator {
  for (const [name, errors] of Object.entries(constraints)) byConstraint.set(name, errors);
  return () => undefined;
}

export function conflictFieldsOf(constraint: string | undefined): ConflictKeys {
  return (constraint && byConstraint.get(constraint)) || {};
}
