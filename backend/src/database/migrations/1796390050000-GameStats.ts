import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The game dashboards' rollup: plays, new players and prizes per game, ICT day and slot; generated from the entities. */
export class GameStats1796390050000 implements MigrationInterface {
  name = 'GameStats1796390050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "game_stats" ("game_id" uuid NOT NULL, "day" date NOT NULL, "slot" smallint NOT NULL, "account_id" uuid NOT NULL, "plays" integer NOT NULL DEFAULT '0', "players" integer NOT NULL DEFAULT '0', "prizes" integer NOT NULL DEFAULT '0', CONSTRAINT "game_stats_pkey" PRIMARY KEY ("game_id", "day", "slot"))`,
    );
    await q.query(`CREATE INDEX "idx_game_stats_account" ON "game_stats" ("account_id", "game_id")`);
    await q.query(
      `ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_stats" DROP CONSTRAINT "game_stats_account_id_fkey"`);
    await q.query(`ALTER TABLE "game_stats" DROP CONSTRAINT "game_stats_game_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_game_stats_account"`);
    await q.query(`DROP TABLE "game_stats"`);
  }
}
