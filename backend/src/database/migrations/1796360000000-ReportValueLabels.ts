import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report keeps its values' labels (statuses in words) beside its headers, both translated by
 * the API when the report is made: the worker that writes its files reads no locale files.
 * Reports made before write their values as stored.
 */
export class ReportValueLabels1796360000000 implements MigrationInterface {
  name = 'ReportValueLabels1796360000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" ADD "value_labels" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" DROP COLUMN "value_labels"`);
  }
}
