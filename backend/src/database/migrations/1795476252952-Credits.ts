import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`, plus by hand the sequence that
 * numbers invoices (TypeORM does not describe sequences).
 */
export class Credits1795476252952 implements MigrationInterface {
  name = 'Credits1795476252952';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE credit_invoice_seq`);
    await q.query(`CREATE TABLE "credit_purchases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "credits" integer NOT NULL, "amount" numeric(14,2) NOT NULL, "kind" character varying(20) NOT NULL, "invoice_number" character varying(30) NOT NULL, "note" character varying(500), "created_by" uuid NOT NULL, CONSTRAINT "credit_purchases_amounts_check" CHECK (credits > 0 AND amount >= 0), CONSTRAINT "credit_purchases_kind_check" CHECK (kind IN ('standard', 'corporate')), CONSTRAINT "credit_purchases_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_credit_purchases_account_id_created_at_id" ON "credit_purchases" ("account_id", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_credit_purchases_invoice" ON "credit_purchases" ("invoice_number")`);
    await q.query(`CREATE TABLE "credit_transactions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "delta" bigint NOT NULL, "balance_after" bigint NOT NULL, "reason" character varying(20) NOT NULL, "reference" character varying(100), "created_by" uuid, CONSTRAINT "credit_transactions_delta_check" CHECK (delta <> 0 AND balance_after >= 0), CONSTRAINT "credit_transactions_reason_check" CHECK (reason IN ('purchase', 'send', 'refund', 'adjustment')), CONSTRAINT "credit_transactions_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_credit_transactions_account_id_created_at_id" ON "credit_transactions" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_credit_transactions_reference" ON "credit_transactions" ("reference") WHERE reference IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_credit_transactions_account_reason" ON "credit_transactions" ("account_id", "reason", "created_at", "id")`);
    await q.query(`ALTER TABLE "accounts" ADD "credit_balance" bigint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "accounts" ADD "credit_total" bigint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "accounts" ADD "credit_purchased_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "accounts" ADD "credit_kind" character varying(20) NOT NULL DEFAULT 'standard'`);
    await q.query(`ALTER TABLE "accounts" ADD CONSTRAINT "accounts_credit_balance_check" CHECK (credit_balance >= 0)`);
    await q.query(`ALTER TABLE "accounts" ADD CONSTRAINT "accounts_credit_kind_check" CHECK (credit_kind IN ('standard', 'corporate'))`);
    await q.query(`ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_account_id_fkey"`);
    await q.query(`ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_account_id_fkey"`);
    await q.query(`ALTER TABLE "accounts" DROP CONSTRAINT "accounts_credit_kind_check"`);
    await q.query(`ALTER TABLE "accounts" DROP CONSTRAINT "accounts_credit_balance_check"`);
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "credit_kind"`);
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "credit_purchased_at"`);
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "credit_total"`);
    await q.query(`ALTER TABLE "accounts" DROP COLUMN "credit_balance"`);
    await q.query(`DROP INDEX "public"."idx_credit_transactions_account_reason"`);
    await q.query(`DROP INDEX "public"."idx_credit_transactions_reference"`);
    await q.query(`DROP INDEX "public"."idx_credit_transactions_account_id_created_at_id"`);
    await q.query(`DROP TABLE "credit_transactions"`);
    await q.query(`DROP INDEX "public"."uq_credit_purchases_invoice"`);
    await q.query(`DROP INDEX "public"."idx_credit_purchases_account_id_created_at_id"`);
    await q.query(`DROP TABLE "credit_purchases"`);
    await q.query(`DROP SEQUENCE credit_invoice_seq`);
  }
}
