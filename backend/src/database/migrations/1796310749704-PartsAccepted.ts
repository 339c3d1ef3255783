import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parts of a pending concatenated message the operator already took, so that a retry sends
 * only the others (docs/messaging.md). Generated from the entities; a constant default adds the
 * column to every partition without rewriting a row.
 */
export class PartsAccepted1796310749704 implements MigrationInterface {
  name = 'PartsAccepted1796310749704';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "messages" ADD "parts_accepted" integer NOT NULL DEFAULT '0'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "messages" DROP COLUMN "parts_accepted"`);
  }
}
