import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class PeopleAudience1795574514213 implements MigrationInterface {
  name = 'PeopleAudience1795574514213';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" ADD "people_audience" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "people_audience"`);
  }
}
