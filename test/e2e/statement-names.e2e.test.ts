import type { DataSource, QueryRunner } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { PLANNED_FOR_ITS_VALUES, PREPARED_MIN_LENGTH } from '../../backend/src/database/statement-names.js';

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

  describe('a statement planned for its values', () => {
    // Its best plan depends on its values: an account of ten rows or of millions.
    const marked = `/* ${PLANNED_FOR_ITS_VALUES} */ SELECT count(*)::int AS n FROM generate_series(1, $1::int) /* statement-names e2e, marked */`.padEnd(
      PREPARED_MIN_LENGTH + 10,
      ' ',
    );
    const other = `${sql} /* statement-names e2e, another */`;
    type Plans = { name: string; generic_plans: number; custom_plans: number }[];
    const plans = (runner: QueryRunner, text: string): Promise<Plans> =>
      runner.query(`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1`, [text]);
    const planMode = async (runner: QueryRunner) => ((await runner.query(`SHOW plan_cache_mode`)) as { plan_cache_mode: string }[])[0].plan_cache_mode;

    it('runs named, and is planned for its values on every run: never a generic plan', async () => {
      const runner = dataSource.createQueryRunner();
      try {
        for (let i = 1; i <= 12; i++) expect(await runner.query(marked, [i])).toEqual([{ n: i }]);
        expect(await plans(runner, marked)).toEqual([{ name: expect.stringMatching(/^prepared_\d+$/), generic_plans: 0, custom_plans: 11 }]);
        expect(await planMode(runner)).toBe('force_custom_plan');
        // A statement that may keep a generic plan sets the connection back first, and keeps one.
        for (let i = 0; i < 8; i++) await runner.query(other, [i]);
        expect(await planMode(runner)).toBe('auto');
        const [kept] = await plans(runner, other);
        expect(kept.generic_plans).toBeGreaterThan(0);
        // And back again for the marked one, which still makes no generic plan.
        for (let i = 1; i <= 3; i++) expect(await runner.query(marked, [i])).toEqual([{ n: i }]);
        expect(await plans(runner, marked)).toMatchObject([{ generic_plans: 0, custom_plans: 14 }]);
      } finally {
        await runner.release();
      }
    });

    it('runs unnamed inside a transaction, whose rollback would undo the setting', async () => {
      const runner = dataSource.createQueryRunner();
      const text = `${marked} /* in a transaction */`;
      try {
        await runner.query(other, [0]);
        await runner.query(other, [0]);
        expect(await planMode(runner)).toBe('auto');
        await runner.startTransaction();
        for (let i = 1; i <= 8; i++) expect(await runner.query(text, [i])).toEqual([{ n: i }]);
        expect(await plans(runner, text)).toEqual([]);
        await runner.rollbackTransaction();
        expect(await planMode(runner)).toBe('auto');
        // Outside it again, the text is named on a connection set to custom plans.
        expect(await runner.query(text, [2])).toEqual([{ n: 2 }]);
        expect(await plans(runner, text)).toMatchObject([{ generic_plans: 0, custom_plans: 1 }]);
        // A statement that may keep a generic plan, inside a transaction: named, the setting left
        // as it is (planned for its values, which only costs the planning), and reset after it.
        await runner.startTransaction();
        await runner.query(other, [1]);
        expect(await planMode(runner)).toBe('force_custom_plan');
        await runner.commitTransaction();
        await runner.query(other, [1]);
        expect(await planMode(runner)).toBe('auto');
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    });
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
