import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Imports1795575177140 implements MigrationInterface {
  name = 'Imports1795575177140';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "upload_id" uuid, "target" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'uploaded', "name" character varying(255) NOT NULL, "size" bigint NOT NULL, "file_type" character varying(10) NOT NULL, "encoding" character varying(20) NOT NULL, "header" jsonb NOT NULL, "sample" jsonb NOT NULL, "total" integer NOT NULL, "mapping" jsonb, "mode" character varying(10) NOT NULL DEFAULT 'update', "processed" integer NOT NULL DEFAULT '0', "created" integer NOT NULL DEFAULT '0', "updated" integer NOT NULL DEFAULT '0', "skipped" integer NOT NULL DEFAULT '0', "invalid" integer NOT NULL DEFAULT '0', "error" character varying(200), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "imports_mode_check" CHECK (mode IN ('update', 'skip')), CONSTRAINT "imports_status_check" CHECK (status IN ('uploaded', 'mapped', 'queued', 'running', 'completed', 'failed')), CONSTRAINT "imports_target_check" CHECK (target IN ('people', 'blacklist')), CONSTRAINT "imports_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_imports_account_id_created_at_id" ON "imports" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_imports_account_target" ON "imports" ("account_id", "target", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_imports_account_status" ON "imports" ("account_id", "status", "created_at", "id")`);
    await q.query(
      `CREATE TABLE "import_invalid_rows" ("import_id" uuid NOT NULL, "row" integer NOT NULL, "account_id" uuid NOT NULL, "errors" jsonb NOT NULL, "cells" jsonb NOT NULL, CONSTRAINT "import_invalid_rows_pkey" PRIMARY KEY ("import_id", "row"))`,
    );
    await q.query(`ALTER TABLE "uploads" ADD "encoding" character varying(20) NOT NULL DEFAULT 'utf-8'`);
    await q.query(`ALTER TABLE "uploads" ADD CONSTRAINT "uploads_encoding_check" CHECK (encoding IN ('utf-8', 'windows-874'))`);
    await q.query(
      `ALTER TABLE "imports" ADD CONSTRAINT "imports_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "imports" ADD CONSTRAINT "imports_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "import_invalid_rows" ADD CONSTRAINT "import_invalid_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "import_invalid_rows" ADD CONSTRAINT "import_invalid_rows_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "import_invalid_rows" DROP CONSTRAINT "import_invalid_rows_account_id_fkey"`);
    await q.query(`ALTER TABLE "import_invalid_rows" DROP CONSTRAINT "import_invalid_rows_import_id_fkey"`);
    await q.query(`ALTER TABLE "imports" DROP CONSTRAINT "imports_upload_id_fkey"`);
    await q.query(`ALTER TABLE "imports" DROP CONSTRAINT "imports_account_id_fkey"`);
    await q.query(`ALTER TABLE "uploads" DROP CONSTRAINT "uploads_encoding_check"`);
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "encoding"`);
    await q.query(`DROP TABLE "import_invalid_rows"`);
    await q.query(`DROP INDEX "public"."idx_imports_account_status"`);
    await q.query(`DROP INDEX "public"."idx_imports_account_target"`);
    await q.query(`DROP INDEX "public"."idx_imports_account_id_created_at_id"`);
    await q.query(`DROP TABLE "imports"`);
  }
}
