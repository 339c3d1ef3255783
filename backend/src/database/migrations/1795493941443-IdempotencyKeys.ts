import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class IdempotencyKeys1795493941443 implements MigrationInterface {
  name = 'IdempotencyKeys1795493941443';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "idempotency_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "key" character varying(255) NOT NULL, "request_hash" character varying(64) NOT NULL, "status_code" integer, "response" jsonb, CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_idempotency_keys_account_id_created_at_id" ON "idempotency_keys" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_idempotency_keys_created" ON "idempotency_keys" ("created_at")`);
    await q.query(`CREATE UNIQUE INDEX "uq_idempotency_keys_account_key" ON "idempotency_keys" ("account_id", "key")`);
    await q.query(`ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."uq_idempotency_keys_account_key"`);
    await q.query(`DROP INDEX "public"."idx_idempotency_keys_created"`);
    await q.query(`DROP INDEX "public"."idx_idempotency_keys_account_id_created_at_id"`);
    await q.query(`DROP TABLE "idempotency_keys"`);
  }
}
