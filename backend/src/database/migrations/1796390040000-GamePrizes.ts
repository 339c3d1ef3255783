import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A coupon prize's code on its play, and the prize's SMS owed or sent: generated from the entities. */
export class GamePrizes1796390040000 implements MigrationInterface {
  name = 'GamePrizes1796390040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_plays" ADD "coupon_code_id" uuid`);
    await q.query(`ALTER TABLE "game_plays" ADD "prize_sms" character varying(12)`);
    await q.query(`ALTER TABLE "game_plays" ADD "prize_broadcast_id" uuid`);
    await q.query(`CREATE INDEX "idx_game_plays_prize_pending" ON "game_plays" ("created_at") WHERE prize_sms = 'pending'`);
    await q.query(
      `ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_prize_sms_check" CHECK (prize_sms IN ('pending', 'sent', 'blacklisted', 'failed'))`,
    );
    await q.query(
      `ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_coupon_code_id_fkey" FOREIGN KEY ("coupon_code_id") REFERENCES "coupon_codes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_plays" DROP CONSTRAINT "game_plays_coupon_code_id_fkey"`);
    await q.query(`ALTER TABLE "game_plays" DROP CONSTRAINT "game_plays_prize_sms_check"`);
    await q.query(`DROP INDEX "public"."idx_game_plays_prize_pending"`);
    await q.query(`ALTER TABLE "game_plays" DROP COLUMN "prize_broadcast_id"`);
    await q.query(`ALTER TABLE "game_plays" DROP COLUMN "prize_sms"`);
    await q.query(`ALTER TABLE "game_plays" DROP COLUMN "coupon_code_id"`);
  }
}
