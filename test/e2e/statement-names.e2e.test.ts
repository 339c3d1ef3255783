import type { DataSource } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { PREPARED_MIN_LENGTH } from '../../backend/src/database/statement-names.js';

/** The pool beneath TypeORM runs a repeated statement as a prepared statement (statement-names.ts). */
describe('prepared statements beneath TypeORM', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await createDataSource({ ...loadConfig(), databasePoolSize: 2 }).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  // A text of its own in this file, long enough to be worth preparing.
  const sql = `SELECT $1::int + n AS total FROM generate_series(1, 3) AS n /* statement-names e2e */`.padEnd(
    PREPARED_MIN_LENGTH + 10,
    ' ',
  );

  it('prepares a statement run twice on a connection, and answers it alike each time', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const prepared = () => runner.query(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [sql]);
      expect(await runner.query(sql, [10])).toEqual([{ total: 11 }, { total: 12 }, { total: 13 }]);
      expect(await prepared()).toEqual([]);
      expect(await runner.query(sql, [20])).toEqual([{ total: 21 }, { total: 22 }, { total: 23 }]);
      expect(await prepared()).toEqual([{ name: expect.stringMatching(/^prepared_\d+$/) }]);
      expect(await runner.query(sql, [30])).toEqual([{ total: 31 }, { total: 32 }, { total: 33 }]);
    } finally {
      await runner.release();
    }
  });

  it('runs every statement unnamed when DATABASE_PREPARED_STATEMENTS is false', async () => {
    const config = loadConfig({ ...process.env, DATABASE_PREPARED_STATEMENTS: 'false' });
    const unprepared = await createDataSource({ ...config, databasePoolSize: 1 }).initialize();
    try {
      const text = `${sql} /* unnamed */`;
      for (let i = 0; i < 3; i++) await unprepared.query(text, [i]);
      expect(await unprepared.query(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [text])).toEqual([]);
    } finally {
      await unprepared.destroy();
    }
  });

  it('answers callbacks and errors as pg does', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const broken = `SELECT $1::int / 0 AS never`.padEnd(PREPARED_MIN_LENGTH + 10, ' ');
      for (let i = 0; i < 3; i++) await expect(runner.query(broken, [1])).rejects.toThrow(/division by zero/);
      const pool = (dataSource.driver as unknown as { master: import('pg').Pool }).master;
      const rows = await new Promise((resolve, reject) =>
        pool.query(sql, [1], (error, result) => (error ? reject(error) : resolve(result.rows))),
      );
      expect(rows).toEqual([{ total: 2 }, { total: 3 }, { total: 4 }]);
    } finally {
      await runner.release();
    }
  });
});
