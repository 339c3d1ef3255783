import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Images of rich text (landing pages, coupon conditions), kept in the database and served at /i/<id>. */
export class Images1796352000000 implements MigrationInterface {
  name = 'Images1796352000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "content_type" character varying(20) NOT NULL, "size" integer NOT NULL, "bytes" bytea NOT NULL, CONSTRAINT "images_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_images_account_id_created_at_id" ON "images" ("account_id", "created_at", "id") `);
    await q.query(
      `ALTER TABLE "images" ADD CONSTRAINT "images_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "images" DROP CONSTRAINT "images_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_images_account_id_created_at_id"`);
    await q.query(`DROP TABLE "images"`);
  }
}
