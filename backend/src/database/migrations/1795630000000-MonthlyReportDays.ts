import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A monthly report arrives within the first five days of the next month (spec §9): its day is 1
 * to 5. Reports made before on a later day run on the 5th from now on (clamped here, before the
 * narrower check; the worker's schedule sync replaces their cron line at its next start).
 */
export class MonthlyReportDays1795630000000 implements MigrationInterface {
  name = 'MonthlyReportDays1795630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "reports" SET "day_of_month" = 5 WHERE "day_of_month" > 5`);
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "reports_day_of_month_check"`);
    await q.query(`ALTER TABLE "reports" ADD CONSTRAINT "reports_day_of_month_check" CHECK (day_of_month BETWEEN 1 AND 5)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The clamped days are not restored: 5 is a day the wider check allows too.
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "reports_day_of_month_check"`);
    await q.query(`ALTER TABLE "reports" ADD CONSTRAINT "reports_day_of_month_check" CHECK (day_of_month BETWEEN 1 AND 31)`);
  }
}
