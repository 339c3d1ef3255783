import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class CampaignsRedemptions1795595699396 implements MigrationInterface {
  name = 'CampaignsRedemptions1795595699396';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "coupon_stats" ("coupon_id" uuid NOT NULL, "day" date NOT NULL, "slot" smallint NOT NULL, "account_id" uuid NOT NULL, "issued" integer NOT NULL DEFAULT '0', "opened" integer NOT NULL DEFAULT '0', "redeemed" integer NOT NULL DEFAULT '0', CONSTRAINT "coupon_stats_pkey" PRIMARY KEY ("coupon_id", "day", "slot"))`);
    await q.query(`CREATE INDEX "idx_coupon_stats_account_day" ON "coupon_stats" ("account_id", "day")`);
    await q.query(`CREATE TABLE "campaigns" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "description" character varying(500), "status" character varying(20) NOT NULL DEFAULT 'draft', "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE NOT NULL, "phone_number" boolean NOT NULL DEFAULT false, "key_verifi" boolean NOT NULL DEFAULT false, "recipient_list" jsonb, "file_id" uuid, "phone_column" character varying(200), "variables" jsonb, "people_audience" jsonb, "confirmed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "campaigns_dates_check" CHECK (end_at > start_at), CONSTRAINT "campaigns_status_check" CHECK (status IN ('draft', 'scheduled', 'running', 'ended', 'cancelled')), CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_campaigns_account_id_created_at_id" ON "campaigns" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_campaigns_live" ON "campaigns" ("start_at", "end_at") WHERE status IN ('scheduled', 'running')`);
    await q.query(`CREATE INDEX "idx_campaigns_account_name" ON "campaigns" ("account_id", "name", "id")`);
    await q.query(`CREATE INDEX "idx_campaigns_account_start" ON "campaigns" ("account_id", "start_at", "id")`);
    await q.query(`CREATE INDEX "idx_campaigns_account_status" ON "campaigns" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE TABLE "campaign_coupons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "campaign_id" uuid NOT NULL, "coupon_id" uuid NOT NULL, "broadcast_id" uuid, "issued" integer NOT NULL DEFAULT '0', "opened" integer NOT NULL DEFAULT '0', "redeemed" integer NOT NULL DEFAULT '0', CONSTRAINT "campaign_coupons_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_campaign_coupons_account_id_created_at_id" ON "campaign_coupons" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_campaign_coupons_coupon" ON "campaign_coupons" ("coupon_id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_campaign_coupons_campaign_coupon" ON "campaign_coupons" ("campaign_id", "coupon_id")`);
    await q.query(`CREATE TABLE "landing_pages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "landingpage_name" character varying(200) NOT NULL, "landingpage_detail" text NOT NULL DEFAULT '', "status" character varying(20) NOT NULL DEFAULT 'draft', CONSTRAINT "landing_pages_status_check" CHECK (status IN ('draft', 'active', 'inactive')), CONSTRAINT "landing_pages_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_landing_pages_account_id_created_at_id" ON "landing_pages" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_landing_pages_account_name" ON "landing_pages" ("account_id", "landingpage_name", "id")`);
    await q.query(`CREATE INDEX "idx_landing_pages_account_status" ON "landing_pages" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE TABLE "redemptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "coupon_id" uuid NOT NULL, "coupon_code_id" uuid NOT NULL, "code" character varying(24) COLLATE "C" NOT NULL, "campaign_id" uuid, "channel" character varying(10) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'redeemed', "user_id" uuid, "branch" character varying(100), "sale_amount" numeric(14,2), "reference" character varying(100), "mobile" character varying(20), "idempotency_key" character varying(255), CONSTRAINT "redemptions_sale_amount_check" CHECK (sale_amount IS NULL OR sale_amount >= 0), CONSTRAINT "redemptions_status_check" CHECK (status IN ('redeemed', 'voided')), CONSTRAINT "redemptions_channel_check" CHECK (channel IN ('self', 'staff')), CONSTRAINT "redemptions_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_redemptions_account_id_created_at_id" ON "redemptions" ("account_id", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_redemptions_code_idempotency" ON "redemptions" ("coupon_code_id", "idempotency_key") WHERE idempotency_key IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_redemptions_code" ON "redemptions" ("coupon_code_id")`);
    await q.query(`CREATE INDEX "idx_redemptions_account_coupon" ON "redemptions" ("account_id", "coupon_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_redemptions_account_status" ON "redemptions" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "coupon_id" uuid, "event_id" character varying(100) NOT NULL, "event" character varying(30) NOT NULL, "url" character varying(500) NOT NULL, "attempt" integer NOT NULL, "status_code" integer, "error" character varying(500), "duration_ms" integer NOT NULL, CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_account_id_created_at_id" ON "webhook_deliveries" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_event" ON "webhook_deliveries" ("event_id")`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_account_coupon" ON "webhook_deliveries" ("account_id", "coupon_id", "created_at", "id")`);
    await q.query(`CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "coupon_id" uuid, "event" character varying(30) NOT NULL, "url" character varying(500) NOT NULL, "body" text NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "queued_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "webhook_events_status_check" CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')), CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_webhook_events_account_id_created_at_id" ON "webhook_events" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_webhook_events_unqueued" ON "webhook_events" ("created_at") WHERE queued_at IS NULL`);
    await q.query(`CREATE INDEX "idx_webhook_events_account_coupon" ON "webhook_events" ("account_id", "coupon_id", "created_at", "id")`);
    await q.query(`ALTER TABLE "broadcasts" ADD "campaign_id" uuid`);
    await q.query(`ALTER TABLE "broadcasts" ADD "coupon_id" uuid`);
    await q.query(`ALTER TABLE "coupons" ADD "landing_page_id" uuid`);
    // Coupons made before have a secret too: a random one, then no default (the service sets it).
    await q.query(
      `ALTER TABLE "coupons" ADD "callback_secret" character varying(64) NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
    );
    await q.query(`ALTER TABLE "coupons" ALTER COLUMN "callback_secret" DROP DEFAULT`);
    // The key-verification role. The schema builder compares checks by name, so this is by hand.
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role IN ('staff', 'admin', 'operator', 'viewer', 'client', 'verifier'))`,
    );
    await q.query(`ALTER TABLE "coupon_codes" ADD "token" character varying(16) COLLATE "C"`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "mobile" character varying(20)`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "broadcast_id" uuid`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "campaign_id" uuid`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "issued_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "opened_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "coupon_codes" ADD "expires_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "idx_broadcasts_campaign" ON "broadcasts" ("campaign_id") WHERE campaign_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "uq_coupon_codes_broadcast_mobile" ON "coupon_codes" ("broadcast_id", "mobile") WHERE broadcast_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "uq_coupon_codes_token" ON "coupon_codes" ("token") WHERE token IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_coupon_codes_unredeemed" ON "coupon_codes" ("account_id", "coupon_id", "expires_at") WHERE redeemed = 0 AND status <> 'available'`);
    await q.query(`ALTER TABLE "coupon_stats" ADD CONSTRAINT "coupon_stats_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "coupon_stats" ADD CONSTRAINT "coupon_stats_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_coupon_code_id_fkey" FOREIGN KEY ("coupon_code_id") REFERENCES "coupon_codes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_webhook_events_account_coupon"`);
    await q.query(`DROP INDEX "public"."idx_webhook_events_unqueued"`);
    await q.query(`DROP INDEX "public"."idx_webhook_events_account_id_created_at_id"`);
    await q.query(`DROP TABLE "webhook_events"`);
    await q.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_account_id_fkey"`);
    await q.query(`ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_user_id_fkey"`);
    await q.query(`ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_coupon_code_id_fkey"`);
    await q.query(`ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_coupon_id_fkey"`);
    await q.query(`ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_account_id_fkey"`);
    await q.query(`ALTER TABLE "landing_pages" DROP CONSTRAINT "landing_pages_account_id_fkey"`);
    await q.query(`ALTER TABLE "campaign_coupons" DROP CONSTRAINT "campaign_coupons_coupon_id_fkey"`);
    await q.query(`ALTER TABLE "campaign_coupons" DROP CONSTRAINT "campaign_coupons_campaign_id_fkey"`);
    await q.query(`ALTER TABLE "campaign_coupons" DROP CONSTRAINT "campaign_coupons_account_id_fkey"`);
    await q.query(`ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_account_id_fkey"`);
    await q.query(`ALTER TABLE "coupon_stats" DROP CONSTRAINT "coupon_stats_account_id_fkey"`);
    await q.query(`ALTER TABLE "coupon_stats" DROP CONSTRAINT "coupon_stats_coupon_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_coupon_codes_unredeemed"`);
    await q.query(`DROP INDEX "public"."uq_coupon_codes_token"`);
    await q.query(`DROP INDEX "public"."uq_coupon_codes_broadcast_mobile"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_campaign"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "expires_at"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "opened_at"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "issued_at"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "campaign_id"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "broadcast_id"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "mobile"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP COLUMN "token"`);
    await q.query(`ALTER TABLE "coupons" DROP COLUMN "callback_secret"`);
    await q.query(`DELETE FROM "users" WHERE role = 'verifier'`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_check"`);
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role IN ('staff', 'admin', 'operator', 'viewer', 'client'))`,
    );
    await q.query(`ALTER TABLE "coupons" DROP COLUMN "landing_page_id"`);
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "coupon_id"`);
    await q.query(`ALTER TABLE "broadcasts" DROP COLUMN "campaign_id"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_account_coupon"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_event"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_account_id_created_at_id"`);
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP INDEX "public"."idx_redemptions_account_status"`);
    await q.query(`DROP INDEX "public"."idx_redemptions_account_coupon"`);
    await q.query(`DROP INDEX "public"."idx_redemptions_code"`);
    await q.query(`DROP INDEX "public"."uq_redemptions_code_idempotency"`);
    await q.query(`DROP INDEX "public"."idx_redemptions_account_id_created_at_id"`);
    await q.query(`DROP TABLE "redemptions"`);
    await q.query(`DROP INDEX "public"."idx_landing_pages_account_status"`);
    await q.query(`DROP INDEX "public"."idx_landing_pages_account_name"`);
    await q.query(`DROP INDEX "public"."idx_landing_pages_account_id_created_at_id"`);
    await q.query(`DROP TABLE "landing_pages"`);
    await q.query(`DROP INDEX "public"."uq_campaign_coupons_campaign_coupon"`);
    await q.query(`DROP INDEX "public"."idx_campaign_coupons_coupon"`);
    await q.query(`DROP INDEX "public"."idx_campaign_coupons_account_id_created_at_id"`);
    await q.query(`DROP TABLE "campaign_coupons"`);
    await q.query(`DROP INDEX "public"."idx_campaigns_account_status"`);
    await q.query(`DROP INDEX "public"."idx_campaigns_account_start"`);
    await q.query(`DROP INDEX "public"."idx_campaigns_account_name"`);
    await q.query(`DROP INDEX "public"."idx_campaigns_live"`);
    await q.query(`DROP INDEX "public"."idx_campaigns_account_id_created_at_id"`);
    await q.query(`DROP TABLE "campaigns"`);
    await q.query(`DROP INDEX "public"."idx_coupon_stats_account_day"`);
    await q.query(`DROP TABLE "coupon_stats"`);
  }
}
