import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class ApiKeys1795492917910 implements MigrationInterface {
  name = 'ApiKeys1795492917910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "key" character varying(40) NOT NULL, "secret_hash" character varying(64) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'active', "last_used_at" TIMESTAMP WITH TIME ZONE, "rotated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "api_keys_status_check" CHECK (status IN ('active', 'revoked')), CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_api_keys_account_id_created_at_id" ON "api_keys" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_api_keys_account_status" ON "api_keys" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_api_keys_account_name" ON "api_keys" ("account_id", "name", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_api_keys_key" ON "api_keys" ("key")`);
    await q.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."uq_api_keys_key"`);
    await q.query(`DROP INDEX "public"."idx_api_keys_account_name"`);
    await q.query(`DROP INDEX "public"."idx_api_keys_account_status"`);
    await q.query(`DROP INDEX "public"."idx_api_keys_account_id_created_at_id"`);
    await q.query(`DROP TABLE "api_keys"`);
  }
}
