import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class OtpApps1795492487915 implements MigrationInterface {
  name = 'OtpApps1795492487915';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "otp_apps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "sender_name" character varying(11) NOT NULL, "pin_length" integer NOT NULL DEFAULT '6', "prefix" character varying(3), "expire_seconds" integer NOT NULL DEFAULT '300', "max_fail" integer NOT NULL DEFAULT '5', "notify_url" character varying(500), "notify_type" character varying(20) NOT NULL DEFAULT 'verified', "callback_data" character varying(500), "content" character varying(300) NOT NULL, "allow_international" boolean NOT NULL DEFAULT false, "daily_cap_per_phone" integer NOT NULL DEFAULT '10', "daily_cap" integer NOT NULL DEFAULT '10000', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "otp_apps_notify_type_check" CHECK (notify_type IN ('verified', 'all')), CONSTRAINT "otp_apps_caps_check" CHECK (daily_cap_per_phone BETWEEN 1 AND 1000 AND daily_cap BETWEEN 1 AND 10000000), CONSTRAINT "otp_apps_max_fail_check" CHECK (max_fail BETWEEN 1 AND 10), CONSTRAINT "otp_apps_expire_check" CHECK (expire_seconds BETWEEN 60 AND 660), CONSTRAINT "otp_apps_pin_length_check" CHECK (pin_length BETWEEN 4 AND 8), CONSTRAINT "otp_apps_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_otp_apps_account_id_created_at_id" ON "otp_apps" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_otp_apps_account_name" ON "otp_apps" ("account_id", "name", "id")`);
    await q.query(`ALTER TABLE "otp_apps" ADD CONSTRAINT "otp_apps_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_apps" DROP CONSTRAINT "otp_apps_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_otp_apps_account_name"`);
    await q.query(`DROP INDEX "public"."idx_otp_apps_account_id_created_at_id"`);
    await q.query(`DROP TABLE "otp_apps"`);
  }
}
