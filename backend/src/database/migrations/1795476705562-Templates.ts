import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit. Added by
 * hand: the trigram indexes of the `q` search over name and message, declared on the entity by
 * name only.
 */
export class Templates1795476705562 implements MigrationInterface {
  name = 'Templates1795476705562';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(120) NOT NULL, "sender_name" character varying(11), "message" text NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "templates_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_templates_account_id_created_at_id" ON "templates" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_templates_account_deleted" ON "templates" ("account_id", "deleted_at", "id")`);
    await q.query(`CREATE INDEX "idx_templates_account_sender" ON "templates" ("account_id", "sender_name", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_templates_account_updated" ON "templates" ("account_id", "updated_at", "id")`);
    await q.query(`CREATE INDEX "idx_templates_account_name" ON "templates" ("account_id", "name", "id")`);
    await q.query(`CREATE INDEX "idx_templates_search_name" ON "templates" USING gin (search_trigrams("name"))`);
    await q.query(`CREATE INDEX "idx_templates_search_message" ON "templates" USING gin (search_trigrams("message"))`);
    await q.query(`ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "templates" DROP CONSTRAINT "templates_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_templates_search_message"`);
    await q.query(`DROP INDEX "public"."idx_templates_search_name"`);
    await q.query(`DROP INDEX "public"."idx_templates_account_name"`);
    await q.query(`DROP INDEX "public"."idx_templates_account_updated"`);
    await q.query(`DROP INDEX "public"."idx_templates_account_sender"`);
    await q.query(`DROP INDEX "public"."idx_templates_account_deleted"`);
    await q.query(`DROP INDEX "public"."idx_templates_account_id_created_at_id"`);
    await q.query(`DROP TABLE "templates"`);
  }
}
