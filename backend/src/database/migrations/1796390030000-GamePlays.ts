import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Plays of games and the replay rule's count per phone and ICT day: generated from the entities. */
export class GamePlays1796390030000 implements MigrationInterface {
  name = 'GamePlays1796390030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "game_plays" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "game_id" uuid NOT NULL, "mobile" character varying(20) NOT NULL, "play_day" date NOT NULL, "result" character varying(12) NOT NULL, "reward_id" uuid, "draw" integer NOT NULL, "client_address" character varying(64), CONSTRAINT "game_plays_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_game_plays_account_id_created_at_id" ON "game_plays" ("account_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_game_plays_game" ON "game_plays" ("game_id", "created_at", "id")`);
    // The report table's search by part of the number (written by hand: an operator class).
    await q.query(`CREATE INDEX "idx_game_plays_search_mobile" ON "game_plays" USING gin ("mobile" gin_trgm_ops)`);
    await q.query(
      `CREATE TABLE "game_play_days" ("game_id" uuid NOT NULL, "mobile" character varying(20) NOT NULL, "day" date NOT NULL, "plays" integer NOT NULL, CONSTRAINT "game_play_days_pkey" PRIMARY KEY ("game_id", "mobile", "day"))`,
    );
    await q.query(
      `ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_reward_id_fkey" FOREIGN KEY ("reward_id") REFERENCES "game_rewards"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_play_days" ADD CONSTRAINT "game_play_days_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_play_days" DROP CONSTRAINT "game_play_days_game_id_fkey"`);
    await q.query(`ALTER TABLE "game_plays" DROP CONSTRAINT "game_plays_reward_id_fkey"`);
    await q.query(`ALTER TABLE "game_plays" DROP CONSTRAINT "game_plays_game_id_fkey"`);
    await q.query(`ALTER TABLE "game_plays" DROP CONSTRAINT "game_plays_account_id_fkey"`);
    await q.query(`DROP TABLE "game_play_days"`);
    await q.query(`DROP INDEX "public"."idx_game_plays_search_mobile"`);
    await q.query(`DROP INDEX "public"."idx_game_plays_game"`);
    await q.query(`DROP INDEX "public"."idx_game_plays_account_id_created_at_id"`);
    await q.query(`DROP TABLE "game_plays"`);
  }
}
