import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class Channels1795476748807 implements MigrationInterface {
  name = 'Channels1795476748807';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "channels" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(80) NOT NULL, "type" character varying(20) NOT NULL, "host" character varying(255) NOT NULL, "port" integer NOT NULL, "system_id" character varying(16) NOT NULL, "password_encrypted" character varying(500) NOT NULL, "tps" integer NOT NULL DEFAULT '100', "window" integer NOT NULL DEFAULT '10', "dest_format" character varying(20) NOT NULL DEFAULT 'international', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "channels_limits_check" CHECK (port BETWEEN 1 AND 65535 AND tps BETWEEN 1 AND 10000 AND "window" BETWEEN 1 AND 1000), CONSTRAINT "channels_dest_format_check" CHECK (dest_format IN ('international', 'national')), CONSTRAINT "channels_type_check" CHECK (type IN ('smpp', 'http', 'simulator')), CONSTRAINT "channels_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_channels_account_id_created_at_id" ON "channels" ("account_id", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_channels_account_enabled" ON "channels" ("account_id") WHERE enabled`);
    await q.query(`ALTER TABLE "channels" ADD CONSTRAINT "channels_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "channels" DROP CONSTRAINT "channels_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."uq_channels_account_enabled"`);
    await q.query(`DROP INDEX "public"."idx_channels_account_id_created_at_id"`);
    await q.query(`DROP TABLE "channels"`);
  }
}
