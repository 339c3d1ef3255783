import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sub-accounts' sends skip their parent's blacklisted numbers unless the parent turns it off (docs/people.md). */
export class InheritParentBlacklist1795660000000 implements MigrationInterface {
  name = 'InheritParentBlacklist1795660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts" ADD "inherit_parent_blacklist" boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "inherit_parent_blacklist"`);
  }
}
