/**
 * `'a', 'b'` for a CHECK constraint's `IN (...)`, built from the same constant the code
 * types its values with, so the allowed values are written once. Only for constants of the
 * code itself: nothing from a request ever reaches a constraint.
 */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}
