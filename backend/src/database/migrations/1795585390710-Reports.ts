import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Reports1795585390710 implements MigrationInterface {
  name = 'Reports1795585390710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(100) NOT NULL, "type" character varying(40) NOT NULL, "recurrence" character varying(10) NOT NULL, "format" character varying(4) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'queued', "from_date" date, "to_date" date, "day_of_month" smallint, "window_start" TIMESTAMP WITH TIME ZONE, "window_end" TIMESTAMP WITH TIME ZONE, "headers" jsonb NOT NULL, "language" character varying(5) NOT NULL, "created_by" uuid, "error" character varying(200), "rows" integer, "size" bigint, "last_run_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "reports_day_of_month_check" CHECK (day_of_month BETWEEN 1 AND 31), CONSTRAINT "reports_status_check" CHECK (status IN ('queued', 'running', 'ready', 'failed')), CONSTRAINT "reports_format_check" CHECK (format IN ('csv', 'xlsx')), CONSTRAINT "reports_recurrence_check" CHECK (recurrence IN ('once', 'daily', 'weekly', 'monthly')), CONSTRAINT "reports_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_reports_account_id_created_at_id" ON "reports" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_reports_account_name" ON "reports" ("account_id", "name", "id")`);
    await q.query(`CREATE INDEX "idx_reports_account_recurrence" ON "reports" ("account_id", "recurrence", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_reports_account_type" ON "reports" ("account_id", "type", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_reports_account_status" ON "reports" ("account_id", "status", "created_at", "id")`);
    await q.query(`ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "reports_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_reports_account_status"`);
    await q.query(`DROP INDEX "public"."idx_reports_account_type"`);
    await q.query(`DROP INDEX "public"."idx_reports_account_recurrence"`);
    await q.query(`DROP INDEX "public"."idx_reports_account_name"`);
    await q.query(`DROP INDEX "public"."idx_reports_account_id_created_at_id"`);
    await q.query(`DROP TABLE "reports"`);
  }
}
