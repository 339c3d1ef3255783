import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit.
 * Tenant lists filter by account and sort newest first with `id` as tie-breaker: one
 * `(account_id, created_at, id)` index from TenantEntity serves them, and replaces the
 * lone `account_id` index (its leading column covers lookups by account). Created before
 * the old one goes, so users never lack an account index.
 */
export class TenantListIndex1795465642761 implements MigrationInterface {
  name = 'TenantListIndex1795465642761';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_users_account_id_created_at_id" ON "users" ("account_id", "created_at", "id")`);
    await q.query(`DROP INDEX "public"."idx_users_account"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_users_account" ON "users" ("account_id")`);
    await q.query(`DROP INDEX "public"."idx_users_account_id_created_at_id"`);
  }
}
