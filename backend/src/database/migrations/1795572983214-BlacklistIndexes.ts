import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit.
 *
 * The blacklist's list: its reason filter, and the `q` search by the start of the E.164
 * number. That one is written by hand (the generator cannot describe an operator class; the
 * entity declares it by name): varchar_pattern_ops lets `mobile LIKE '+66812%'` read a range
 * of the index under any collation, which the plain (account_id, mobile) index only does
 * under "C". The unique (account_id, mobile) index already serves the sort by mobile.
 */
export class BlacklistIndexes1795572983214 implements MigrationInterface {
  name = 'BlacklistIndexes1795572983214';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_blacklist_account_reason" ON "blacklist" ("account_id", "reason", "created_at", "id")`);
    await q.query(
      `CREATE INDEX "idx_blacklist_account_mobile_prefix" ON "blacklist" ("account_id", "mobile" varchar_pattern_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_blacklist_account_mobile_prefix"`);
    await q.query(`DROP INDEX "public"."idx_blacklist_account_reason"`);
  }
}
