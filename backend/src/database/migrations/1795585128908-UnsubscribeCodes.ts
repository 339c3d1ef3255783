import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class UnsubscribeCodes1795585128908 implements MigrationInterface {
  name = 'UnsubscribeCodes1795585128908';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "unsubscribe_codes" ("code" character varying(10) NOT NULL, "account_id" uuid NOT NULL, "mobile" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "unsubscribe_codes_pkey" PRIMARY KEY ("code"))`);
    await q.query(`CREATE INDEX "idx_unsubscribe_codes_account_id_mobile" ON "unsubscribe_codes" ("account_id", "mobile") `);
    await q.query(`ALTER TABLE "unsubscribe_codes" ADD CONSTRAINT "unsubscribe_codes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "unsubscribe_codes" DROP CONSTRAINT "unsubscribe_codes_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_unsubscribe_codes_account_id_mobile"`);
    await q.query(`DROP TABLE "unsubscribe_codes"`);
  }
}
