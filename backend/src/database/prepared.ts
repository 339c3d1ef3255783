import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a statement PostgreSQL parses and plans once per connection: a named prepared statement
 * on the pool beneath TypeORM (which sends every query unnamed, planned again each time). For
 * the few hot statements whose planning costs more than their work: the OTP verify statement
 * took 0.80 ms unnamed and 0.40 ms prepared, one after another on one connection.
 * `name` must be unique to `sql` (pg refuses one name for two texts on a connection).
 */
export async function prepared<T extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  sql: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<T>({ name, text: sql, values });
  return result.rows;
}
