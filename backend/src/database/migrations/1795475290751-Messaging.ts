import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`, then edited by hand where
 * TypeORM cannot describe the schema: `messages` is range-partitioned by month on `created_at`
 * (with a function that creates the monthly partitions, called here for the months around now
 * and by the worker ahead of time), and the broadcasts' description search index.
 */
export class Messaging1795475290751 implements MigrationInterface {
  name = 'Messaging1795475290751';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "blacklist" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "mobile" character varying(16) NOT NULL, "reason" character varying(20) NOT NULL DEFAULT 'manual', "source" character varying(100), CONSTRAINT "blacklist_reason_check" CHECK (reason IN ('manual', 'unsubscribe', 'stop_keyword', 'operator_block', 'invalid_number')), CONSTRAINT "blacklist_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_blacklist_account_id_created_at_id" ON "blacklist" ("account_id", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_blacklist_account_mobile" ON "blacklist" ("account_id", "mobile")`);
    await q.query(`CREATE TABLE "broadcasts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "status" character varying(20) NOT NULL, "kind" character varying(20) NOT NULL, "sender_name" character varying(11) NOT NULL, "message" text NOT NULL, "template_id" uuid, "description" character varying(500), "recipient_list" jsonb, "file_id" uuid, "phone_column" character varying(200), "variables" jsonb, "unsubscribe_link" boolean NOT NULL DEFAULT false, "e_consent" boolean NOT NULL DEFAULT false, "scheduled_at" TIMESTAMP WITH TIME ZONE, "started_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "recipients" integer NOT NULL DEFAULT '0', "duplicate" integer NOT NULL DEFAULT '0', "invalid" integer NOT NULL DEFAULT '0', "blacklisted" integer NOT NULL DEFAULT '0', "credits" bigint NOT NULL DEFAULT '0', "refunded" bigint NOT NULL DEFAULT '0', "credit_kind" character varying(20) NOT NULL DEFAULT 'standard', "fanout_done" boolean NOT NULL DEFAULT false, "pending" integer NOT NULL DEFAULT '0', "submitted" integer NOT NULL DEFAULT '0', "delivered" integer NOT NULL DEFAULT '0', "undelivered" integer NOT NULL DEFAULT '0', "rejected" integer NOT NULL DEFAULT '0', "expired" integer NOT NULL DEFAULT '0', CONSTRAINT "broadcasts_counters_check" CHECK (pending >= 0 AND submitted >= 0 AND credits >= 0 AND refunded >= 0 AND refunded <= credits), CONSTRAINT "broadcasts_credit_kind_check" CHECK (credit_kind IN ('standard', 'corporate')), CONSTRAINT "broadcasts_kind_check" CHECK (kind IN ('marketing', 'transactional')), CONSTRAINT "broadcasts_status_check" CHECK (status IN ('draft', 'scheduled', 'sending', 'completed', 'cancelled', 'failed')), CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_broadcasts_account_id_created_at_id" ON "broadcasts" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_broadcasts_sending" ON "broadcasts" ("id") WHERE status = 'sending'`);
    await q.query(`CREATE INDEX "idx_broadcasts_due" ON "broadcasts" ("scheduled_at") WHERE status = 'scheduled'`);
    await q.query(`CREATE INDEX "idx_broadcasts_search_description" ON "broadcasts" USING gin (search_trigrams("description"))`);
    await q.query(`CREATE INDEX "idx_broadcasts_account_status" ON "broadcasts" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE TABLE "early_receipts" ("provider_message_id" character varying(64) NOT NULL, "stat" character varying(16) NOT NULL, "err" character varying(32), "raw" character varying(500) NOT NULL, "done_at" TIMESTAMP WITH TIME ZONE, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "early_receipts_pkey" PRIMARY KEY ("provider_message_id"))`);
    await q.query(`CREATE INDEX "idx_early_receipts_received" ON "early_receipts" ("received_at")`);
    await q.query(`CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "account_id" uuid NOT NULL, "broadcast_id" uuid, "seq" integer NOT NULL DEFAULT '0', "mobile" character varying(16) NOT NULL, "sender_name" character varying(11) NOT NULL, "text" text NOT NULL, "encoding" character varying(4) NOT NULL, "parts" smallint NOT NULL, "credits" integer NOT NULL, "refunded" boolean NOT NULL DEFAULT false, "status" character varying(12) NOT NULL DEFAULT 'pending', "attempts" smallint NOT NULL DEFAULT '0', "lease_until" TIMESTAMP WITH TIME ZONE, "provider_message_id" character varying(64), "error_code" character varying(32), "receipt_stat" character varying(16), "receipt_raw" character varying(500), "submitted_at" TIMESTAMP WITH TIME ZONE, "done_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "messages_encoding_check" CHECK (encoding IN ('gsm7', 'ucs2')), CONSTRAINT "messages_status_check" CHECK (status IN ('pending', 'submitted', 'delivered', 'undelivered', 'expired', 'rejected')), CONSTRAINT "messages_pkey" PRIMARY KEY ("id", "created_at")) PARTITION BY RANGE ("created_at")`);
    // Monthly partitions in UTC months, named messages_pYYYYMM; answers the ones it created.
    await q.query(`CREATE FUNCTION create_message_partitions(first_month timestamptz, months int) RETURNS SETOF text
      LANGUAGE plpgsql AS $$
      DECLARE
        month_start timestamp;
        partition text;
      BEGIN
        FOR i IN 0 .. months - 1 LOOP
          month_start := date_trunc('month', first_month AT TIME ZONE 'UTC') + make_interval(months => i);
          partition := 'messages_p' || to_char(month_start, 'YYYYMM');
          IF to_regclass(partition) IS NULL THEN
            EXECUTE format('CREATE TABLE %I PARTITION OF messages FOR VALUES FROM (%L) TO (%L)', partition,
              (month_start AT TIME ZONE 'UTC'), ((month_start + interval '1 month') AT TIME ZONE 'UTC'));
            RETURN NEXT partition;
          END IF;
        END LOOP;
      END $$`);
    await q.query(`SELECT create_message_partitions(now() - interval '1 month', 4)`);
    await q.query(`CREATE INDEX "idx_messages_provider_id" ON "messages" ("provider_message_id") WHERE provider_message_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "uq_messages_broadcast_mobile" ON "messages" ("broadcast_id", "mobile", "created_at")`);
    await q.query(`CREATE INDEX "idx_messages_broadcast_status" ON "messages" ("broadcast_id", "status", "seq")`);
    await q.query(`CREATE INDEX "idx_messages_broadcast_seq" ON "messages" ("broadcast_id", "seq")`);
    await q.query(`CREATE INDEX "idx_messages_account_sender" ON "messages" ("account_id", "sender_name", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_messages_account_mobile" ON "messages" ("account_id", "mobile", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_messages_account_status" ON "messages" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_messages_account_created" ON "messages" ("account_id", "created_at", "id")`);
    await q.query(`ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_account_id_fkey"`);
    await q.query(`ALTER TABLE "broadcasts" DROP CONSTRAINT "broadcasts_account_id_fkey"`);
    await q.query(`ALTER TABLE "blacklist" DROP CONSTRAINT "blacklist_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_messages_account_created"`);
    await q.query(`DROP INDEX "public"."idx_messages_account_status"`);
    await q.query(`DROP INDEX "public"."idx_messages_account_mobile"`);
    await q.query(`DROP INDEX "public"."idx_messages_account_sender"`);
    await q.query(`DROP INDEX "public"."idx_messages_broadcast_seq"`);
    await q.query(`DROP INDEX "public"."idx_messages_broadcast_status"`);
    await q.query(`DROP INDEX "public"."uq_messages_broadcast_mobile"`);
    await q.query(`DROP INDEX "public"."idx_messages_provider_id"`);
    await q.query(`DROP TABLE "messages"`);
    await q.query(`DROP FUNCTION create_message_partitions(timestamptz, int)`);
    await q.query(`DROP INDEX "public"."idx_early_receipts_received"`);
    await q.query(`DROP TABLE "early_receipts"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_account_status"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_search_description"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_due"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_sending"`);
    await q.query(`DROP INDEX "public"."idx_broadcasts_account_id_created_at_id"`);
    await q.query(`DROP TABLE "broadcasts"`);
    await q.query(`DROP INDEX "public"."uq_blacklist_account_mobile"`);
    await q.query(`DROP INDEX "public"."idx_blacklist_account_id_created_at_id"`);
    await q.query(`DROP TABLE "blacklist"`);
  }
}
