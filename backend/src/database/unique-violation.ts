import { QueryFailedError } from 'typeorm';

/** Whether a statement failed on this unique index or constraint: a race a caller settles by reading the winner's row. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driver?.code === '23505' && driver.constraint === constraint;
}
