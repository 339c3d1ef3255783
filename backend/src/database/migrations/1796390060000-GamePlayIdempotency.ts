import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A play's Idempotency-Key, unique per game and phone: generated from the entities. */
export class GamePlayIdempotency1796390060000 implements MigrationInterface {
  name = 'GamePlayIdempotency1796390060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_plays" ADD "idempotency_key" character varying(255)`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_game_plays_idempotency" ON "game_plays" ("game_id", "mobile", "idempotency_key") WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."uq_game_plays_idempotency"`);
    await q.query(`ALTER TABLE "game_plays" DROP COLUMN "idempotency_key"`);
  }
}
