import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit. Added by
 * hand: what TypeORM cannot describe, declared on the entity by name only: one name per account
 * whatever its case, and the trigram index of the `q` search.
 */
export class Senders1795476661430 implements MigrationInterface {
  name = 'Senders1795476661430';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "senders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(11) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "reason" character varying(500), "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, CONSTRAINT "senders_status_check" CHECK (status IN ('pending', 'approved', 'rejected')), CONSTRAINT "senders_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_senders_account_id_created_at_id" ON "senders" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_senders_pending" ON "senders" ("created_at", "id") WHERE status = 'pending'`);
    await q.query(`CREATE INDEX "idx_senders_account_decided" ON "senders" ("account_id", "decided_at", "id")`);
    await q.query(`CREATE INDEX "idx_senders_account_name" ON "senders" ("account_id", "name", "id")`);
    await q.query(`CREATE INDEX "idx_senders_account_status" ON "senders" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_senders_account_name" ON "senders" ("account_id", lower("name"))`);
    await q.query(`CREATE INDEX "idx_senders_search_name" ON "senders" USING gin (search_trigrams("name"))`);
    await q.query(
      `ALTER TABLE "senders" ADD CONSTRAINT "senders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "senders" ADD CONSTRAINT "senders_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "senders" DROP CONSTRAINT "senders_decided_by_fkey"`);
    await q.query(`ALTER TABLE "senders" DROP CONSTRAINT "senders_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_senders_search_name"`);
    await q.query(`DROP INDEX "public"."uq_senders_account_name"`);
    await q.query(`DROP INDEX "public"."idx_senders_account_status"`);
    await q.query(`DROP INDEX "public"."idx_senders_account_name"`);
    await q.query(`DROP INDEX "public"."idx_senders_account_decided"`);
    await q.query(`DROP INDEX "public"."idx_senders_pending"`);
    await q.query(`DROP INDEX "public"."idx_senders_account_id_created_at_id"`);
    await q.query(`DROP TABLE "senders"`);
  }
}
