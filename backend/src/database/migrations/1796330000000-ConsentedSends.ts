import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A send limited to people who consented, and how many it left out (as the generator writes them; constant defaults rewrite no rows). */
export class ConsentedSends1796330000000 implements MigrationInterface {
  name = 'ConsentedSends1796330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" ADD "consented_only" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "broadcasts" ADD "not_consented" integer NOT NULL DEFAULT '0'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "not_consented"`);
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "consented_only"`);
  }
}
