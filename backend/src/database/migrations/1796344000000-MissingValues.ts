import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a send's recipients without a value of a variable get, and the values typed for them (constant defaults rewrite no rows). */
export class MissingValues1796344000000 implements MigrationInterface {
  name = 'MissingValues1796344000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" ADD "missing_values" character varying(10) NOT NULL DEFAULT 'empty'`);
    await q.query(`ALTER TABLE "broadcasts" ADD "fallback_values" jsonb`);
    await q.query(
      `ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_missing_values_check" CHECK (missing_values IN ('empty', 'fallback', 'leaveOut'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" DROP CONSTRAINT "broadcasts_missing_values_check"`);
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "fallback_values"`);
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "missing_values"`);
  }
}
