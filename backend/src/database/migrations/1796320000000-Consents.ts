import type { MigrationInterface, QueryRunner } from 'typeorm';

/** e-Consent: the links messages carry and the ledger of decisions (written as the generator would; the schema test checks it). */
export class Consents1796320000000 implements MigrationInterface {
  name = 'Consents1796320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "consents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "mobile" character varying(16) NOT NULL, "person_id" uuid, "purpose" character varying(20) NOT NULL, "decision" character varying(10) NOT NULL, "text_version" character varying(40) NOT NULL, "source" character varying(100) NOT NULL, CONSTRAINT "consents_decision_check" CHECK (decision IN ('accepted', 'declined')), CONSTRAINT "consents_purpose_check" CHECK (purpose IN ('marketing')), CONSTRAINT "consents_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_consents_account_mobile_purpose_created" ON "consents" ("account_id", "mobile", "purpose", "created_at") `);
    await q.query(`CREATE INDEX "idx_consents_account_id_created_at_id" ON "consents" ("account_id", "created_at", "id") `);
    await q.query(`CREATE TABLE "consent_links" ("code" character varying(16) NOT NULL, "account_id" uuid NOT NULL, "mobile" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "consent_links_pkey" PRIMARY KEY ("code"))`);
    await q.query(`CREATE INDEX "idx_consent_links_account_id_mobile" ON "consent_links" ("account_id", "mobile") `);
    await q.query(`ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "consents" ADD CONSTRAINT "consents_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "people"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "consent_links" DROP CONSTRAINT "consent_links_account_id_fkey"`);
    await q.query(`ALTER TABLE "consents" DROP CONSTRAINT "consents_person_id_fkey"`);
    await q.query(`ALTER TABLE "consents" DROP CONSTRAINT "consents_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_consent_links_account_id_mobile"`);
    await q.query(`DROP TABLE "consent_links"`);
    await q.query(`DROP INDEX "public"."idx_consents_account_id_created_at_id"`);
    await q.query(`DROP INDEX "public"."idx_consents_account_mobile_purpose_created"`);
    await q.query(`DROP TABLE "consents"`);
  }
}
