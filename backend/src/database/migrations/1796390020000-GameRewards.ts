import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A game's rewards, their stock and odds: generated from the entity by `npm run migration:generate`. */
export class GameRewards1796390020000 implements MigrationInterface {
  name = 'GameRewards1796390020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "game_rewards" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "game_id" uuid NOT NULL, "re_name" character varying(120) NOT NULL, "re_qty" integer NOT NULL, "re_balance" integer NOT NULL, "re_used" integer NOT NULL DEFAULT '0', "re_type" smallint NOT NULL DEFAULT '1', "re_campaign_id" uuid, "re_chance_rate" numeric(5,2) NOT NULL, "re_is_active" boolean NOT NULL DEFAULT true, "re_is_redeem" boolean NOT NULL DEFAULT false, "start_date" TIMESTAMP WITH TIME ZONE, "end_date" TIMESTAMP WITH TIME ZONE, "image_display" uuid, "background_color" character varying(30), CONSTRAINT "game_rewards_chance_check" CHECK ("re_chance_rate" >= 0 AND "re_chance_rate" <= 100), CONSTRAINT "game_rewards_stock_check" CHECK ("re_balance" >= 0 AND "re_used" >= 0 AND "re_balance" + "re_used" = "re_qty"), CONSTRAINT "game_rewards_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "idx_game_rewards_account_id_created_at_id" ON "game_rewards" ("account_id", "created_at", "id")`,
    );
    await q.query(`CREATE INDEX "idx_game_rewards_game" ON "game_rewards" ("game_id", "created_at", "id")`);
    await q.query(
      `ALTER TABLE "game_rewards" ADD CONSTRAINT "game_rewards_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_rewards" ADD CONSTRAINT "game_rewards_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_rewards" ADD CONSTRAINT "game_rewards_re_campaign_id_fkey" FOREIGN KEY ("re_campaign_id") REFERENCES "coupons"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "game_rewards" ADD CONSTRAINT "game_rewards_image_display_fkey" FOREIGN KEY ("image_display") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "game_rewards" DROP CONSTRAINT "game_rewards_image_display_fkey"`);
    await q.query(`ALTER TABLE "game_rewards" DROP CONSTRAINT "game_rewards_re_campaign_id_fkey"`);
    await q.query(`ALTER TABLE "game_rewards" DROP CONSTRAINT "game_rewards_game_id_fkey"`);
    await q.query(`ALTER TABLE "game_rewards" DROP CONSTRAINT "game_rewards_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_game_rewards_game"`);
    await q.query(`DROP INDEX "public"."idx_game_rewards_account_id_created_at_id"`);
    await q.query(`DROP TABLE "game_rewards"`);
  }
}
