import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sibling sub-accounts get distinct names (case-insensitive), so two creates cannot race. */
export class SubAccountNames1763900000000 implements MigrationInterface {
  name = 'SubAccountNames1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // Existing duplicates keep their data and get a distinguishing suffix.
    await q.query(`
      UPDATE accounts a SET name = left(a.name, 111) || ' ' || left(a.id::text, 8)
        FROM (SELECT id, row_number() OVER (PARTITION BY parent_id, lower(name) ORDER BY created_at, id) AS n
                FROM accounts WHERE parent_id IS NOT NULL) d
       WHERE a.id = d.id AND d.n > 1`);
    await q.query(`CREATE UNIQUE INDEX uq_accounts_parent_name ON accounts (parent_id, lower(name)) WHERE parent_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_accounts_parent_name`);
  }
}
