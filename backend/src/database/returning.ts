/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows of an `UPDATE … RETURNING` or `DELETE … RETURNING`. TypeORM's PostgreSQL driver
 * answers those as `[rows, affected]` and every other statement as the rows alone.
 */
export async function returning<T>(db: Queryable, sql: string, parameters?: unknown[]): Promise<T[]> {
  const result = await db.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number')
    return result[0] as T[];
  return result as T[];
}
