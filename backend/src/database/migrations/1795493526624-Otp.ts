import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Otp1795493526624 implements MigrationInterface {
  name = 'Otp1795493526624';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "otp_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "app_id" uuid NOT NULL, "mobile" character varying(16) NOT NULL, "code_hash" character varying(64) NOT NULL, "ref_code" character varying(12) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "max_fail" integer NOT NULL, "sends" integer NOT NULL DEFAULT '1', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "verified_at" TIMESTAMP WITH TIME ZONE, "message_id" uuid, CONSTRAINT "otp_requests_status_check" CHECK (status IN ('pending', 'verified', 'locked')), CONSTRAINT "otp_requests_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_otp_requests_account_id_created_at_id" ON "otp_requests" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_otp_requests_account_mobile" ON "otp_requests" ("account_id", "mobile", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_otp_requests_account_app" ON "otp_requests" ("account_id", "app_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_otp_requests_account_status" ON "otp_requests" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_messages_loose_open" ON "messages" ("created_at") WHERE broadcast_id IS NULL AND status IN ('pending', 'submitted')`);
    await q.query(`ALTER TABLE "otp_requests" ADD CONSTRAINT "otp_requests_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "otp_requests" ADD CONSTRAINT "otp_requests_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "otp_apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_requests" DROP CONSTRAINT "otp_requests_app_id_fkey"`);
    await q.query(`ALTER TABLE "otp_requests" DROP CONSTRAINT "otp_requests_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_messages_loose_open"`);
    await q.query(`DROP INDEX "public"."idx_otp_requests_account_status"`);
    await q.query(`DROP INDEX "public"."idx_otp_requests_account_app"`);
    await q.query(`DROP INDEX "public"."idx_otp_requests_account_mobile"`);
    await q.query(`DROP INDEX "public"."idx_otp_requests_account_id_created_at_id"`);
    await q.query(`DROP TABLE "otp_requests"`);
  }
}
