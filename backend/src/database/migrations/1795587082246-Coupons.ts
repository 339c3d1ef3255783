import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Coupons1795587082246 implements MigrationInterface {
  name = 'Coupons1795587082246';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "coupon_books" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(100) NOT NULL, "description" character varying(500), "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'active', CONSTRAINT "coupon_books_dates_check" CHECK (end_date > start_date), CONSTRAINT "coupon_books_status_check" CHECK (status IN ('active', 'inactive')), CONSTRAINT "coupon_books_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_coupon_books_account_id_created_at_id" ON "coupon_books" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_coupon_books_account_start" ON "coupon_books" ("account_id", "start_date", "id")`);
    await q.query(`CREATE INDEX "idx_coupon_books_account_status" ON "coupon_books" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_coupon_books_account_name" ON "coupon_books" ("account_id", "name", "id")`);
    // Declared on the entity with synchronize: false (TypeORM cannot describe lower(name)).
    await q.query(`CREATE UNIQUE INDEX "uq_coupon_books_account_name" ON "coupon_books" ("account_id", lower("name"))`);
    await q.query(`CREATE TABLE "coupons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "coupon_name" character varying(200) NOT NULL, "coupon_img" character varying(2000), "checked_redeem_btn" boolean NOT NULL DEFAULT true, "button_text" character varying(30) NOT NULL DEFAULT 'REDEEM', "text_color" character varying(30) NOT NULL DEFAULT 'white', "button_color" character varying(30) NOT NULL DEFAULT '#01A9F4', "condition" text NOT NULL DEFAULT '', "sender_name" character varying(11), "message" text NOT NULL DEFAULT '', "description" character varying(500), "expire_coupon" integer, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "coupon_book_id" uuid, "coupon_code_prefix" character varying(6) NOT NULL DEFAULT '', "use_max" integer NOT NULL, "use_max_redeem" integer NOT NULL DEFAULT '1', "verify_type" character varying(10) NOT NULL DEFAULT 'both', "status" character varying(20) NOT NULL DEFAULT 'draft', "one_time_coupon" boolean NOT NULL DEFAULT true, "shorten_url" boolean NOT NULL DEFAULT true, "code_length" smallint NOT NULL, "sms_callback_url" character varying(500), "redeem_callback_url" character varying(500), "reference" character varying(200), "reference2" character varying(200), "reference3" character varying(200), "reference4" character varying(200), CONSTRAINT "coupons_use_check" CHECK (use_max >= 1 AND use_max_redeem >= 1), CONSTRAINT "coupons_dates_check" CHECK (end_date > start_date), CONSTRAINT "coupons_verify_type_check" CHECK (verify_type IN ('self', 'staff', 'both')), CONSTRAINT "coupons_status_check" CHECK (status IN ('draft', 'active', 'inactive')), CONSTRAINT "coupons_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_coupons_account_id_created_at_id" ON "coupons" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_coupons_book" ON "coupons" ("coupon_book_id") WHERE coupon_book_id IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_coupons_account_name" ON "coupons" ("account_id", "coupon_name", "id")`);
    await q.query(`CREATE INDEX "idx_coupons_account_end" ON "coupons" ("account_id", "end_date", "id")`);
    await q.query(`CREATE INDEX "idx_coupons_account_start" ON "coupons" ("account_id", "start_date", "id")`);
    await q.query(`CREATE INDEX "idx_coupons_account_status" ON "coupons" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE TABLE "coupon_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "coupon_id" uuid NOT NULL, "code" character varying(24) COLLATE "C" NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'available', "redeemed" integer NOT NULL DEFAULT '0', CONSTRAINT "coupon_codes_redeemed_check" CHECK (redeemed >= 0), CONSTRAINT "coupon_codes_status_check" CHECK (status IN ('available', 'reserved', 'issued')), CONSTRAINT "coupon_codes_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_coupon_codes_account_id_created_at_id" ON "coupon_codes" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_coupon_codes_coupon_status" ON "coupon_codes" ("coupon_id", "status", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_coupon_codes_account_code" ON "coupon_codes" ("account_id", "code")`);
    await q.query(`CREATE INDEX "idx_coupon_codes_account_coupon_code" ON "coupon_codes" ("account_id", "coupon_id", "code")`);
    await q.query(`ALTER TABLE "coupon_books" ADD CONSTRAINT "coupon_books_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "coupons" ADD CONSTRAINT "coupons_coupon_book_id_fkey" FOREIGN KEY ("coupon_book_id") REFERENCES "coupon_books"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_coupon_id_fkey"`);
    await q.query(`ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_account_id_fkey"`);
    await q.query(`ALTER TABLE "coupons" DROP CONSTRAINT "coupons_coupon_book_id_fkey"`);
    await q.query(`ALTER TABLE "coupons" DROP CONSTRAINT "coupons_account_id_fkey"`);
    await q.query(`ALTER TABLE "coupon_books" DROP CONSTRAINT "coupon_books_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_coupon_codes_account_coupon_code"`);
    await q.query(`DROP INDEX "public"."uq_coupon_codes_account_code"`);
    await q.query(`DROP INDEX "public"."idx_coupon_codes_coupon_status"`);
    await q.query(`DROP INDEX "public"."idx_coupon_codes_account_id_created_at_id"`);
    await q.query(`DROP TABLE "coupon_codes"`);
    await q.query(`DROP INDEX "public"."idx_coupons_account_status"`);
    await q.query(`DROP INDEX "public"."idx_coupons_account_start"`);
    await q.query(`DROP INDEX "public"."idx_coupons_account_end"`);
    await q.query(`DROP INDEX "public"."idx_coupons_account_name"`);
    await q.query(`DROP INDEX "public"."idx_coupons_book"`);
    await q.query(`DROP INDEX "public"."idx_coupons_account_id_created_at_id"`);
    await q.query(`DROP TABLE "coupons"`);
    await q.query(`DROP INDEX "public"."uq_coupon_books_account_name"`);
    await q.query(`DROP INDEX "public"."idx_coupon_books_account_name"`);
    await q.query(`DROP INDEX "public"."idx_coupon_books_account_status"`);
    await q.query(`DROP INDEX "public"."idx_coupon_books_account_start"`);
    await q.query(`DROP INDEX "public"."idx_coupon_books_account_id_created_at_id"`);
    await q.query(`DROP TABLE "coupon_books"`);
  }
}
