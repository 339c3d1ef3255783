import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class MessageStats1795585590669 implements MigrationInterface {
  name = 'MessageStats1795585590669';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "message_stats" ("account_id" uuid NOT NULL, "day" date NOT NULL, "sender_name" character varying(11) NOT NULL, "messages" integer NOT NULL DEFAULT '0', "charged" bigint NOT NULL DEFAULT '0', "refunded" bigint NOT NULL DEFAULT '0', "pending" integer NOT NULL DEFAULT '0', "submitted" integer NOT NULL DEFAULT '0', "delivered" integer NOT NULL DEFAULT '0', "undelivered" integer NOT NULL DEFAULT '0', "rejected" integer NOT NULL DEFAULT '0', "expired" integer NOT NULL DEFAULT '0', CONSTRAINT "message_stats_pkey" PRIMARY KEY ("account_id", "day", "sender_name"))`);
    await q.query(`CREATE INDEX "idx_message_stats_day" ON "message_stats" ("day") `);
    await q.query(`ALTER TABLE "send_progress" ADD "messages" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "send_progress" ADD "charged" bigint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "message_stats" ADD CONSTRAINT "message_stats_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Sends that started before the rollup existed, from their own counters (what it would hold).
    await q.query(
      `INSERT INTO message_stats (account_id, day, sender_name, messages, charged, refunded, pending, submitted, delivered, undelivered, rejected, expired)
       SELECT account_id, (started_at AT TIME ZONE 'Asia/Bangkok')::date, sender_name,
              sum(pending + submitted + delivered + undelivered + rejected + expired), sum(credits), sum(refunded),
              sum(pending), sum(submitted), sum(delivered), sum(undelivered), sum(rejected), sum(expired)
         FROM broadcasts WHERE started_at IS NOT NULL GROUP BY 1, 2, 3`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "message_stats" DROP CONSTRAINT "message_stats_account_id_fkey"`);
    await q.query(`ALTER TABLE "send_progress" DROP COLUMN "charged"`);
    await q.query(`ALTER TABLE "send_progress" DROP COLUMN "messages"`);
    await q.query(`DROP INDEX "public"."idx_message_stats_day"`);
    await q.query(`DROP TABLE "message_stats"`);
  }
}
