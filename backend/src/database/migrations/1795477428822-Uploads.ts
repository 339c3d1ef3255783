import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Uploads1795477428822 implements MigrationInterface {
  name = 'Uploads1795477428822';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "uploads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(255) NOT NULL, "size" bigint NOT NULL, "type" character varying(10) NOT NULL, "path" character varying(500) NOT NULL, "delimiter" character varying(1) NOT NULL DEFAULT ',', "has_header" boolean NOT NULL DEFAULT true, "header" jsonb NOT NULL, "sample" jsonb NOT NULL, "rows" integer NOT NULL, CONSTRAINT "uploads_type_check" CHECK (type IN ('csv', 'xlsx')), CONSTRAINT "uploads_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_uploads_account_id_created_at_id" ON "uploads" ("account_id", "created_at", "id")`);
    await q.query(`ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "uploads" DROP CONSTRAINT "uploads_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_uploads_account_id_created_at_id"`);
    await q.query(`DROP TABLE "uploads"`);
  }
}
