import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reward games (wheel, scratch card): generated from the entity by `npm run migration:generate`,
 * with the name's trigram index for the list's search written by hand.
 */
export class Games1796390010000 implements MigrationInterface {
  name = 'Games1796390010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "games" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "game_name" character varying(120) NOT NULL, "game_type" character varying(10) NOT NULL, "game_status" character varying(10) NOT NULL DEFAULT 'draft', "game_start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "game_end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "verify_type" character varying(10) NOT NULL DEFAULT 'phone', "game_replay" integer NOT NULL DEFAULT '1', "next_page_url" character varying(2000), "condition" text NOT NULL DEFAULT '', "game_code" character varying(16) NOT NULL, "theme_background" character varying(20) NOT NULL DEFAULT 'classic', "background_color" character varying(30) NOT NULL DEFAULT 'white', "background_type" smallint NOT NULL DEFAULT '1', "button_type" smallint NOT NULL DEFAULT '1', "btn_bg_color" character varying(30) NOT NULL DEFAULT '#01A9F4', "word_btn" character varying(30) NOT NULL DEFAULT 'PLAY', "font_color" character varying(30) NOT NULL DEFAULT '#212121', "wheel_color" character varying(30) NOT NULL DEFAULT '#FFC107', "scratch_percentage" smallint NOT NULL DEFAULT '25', "logo_img" uuid, "btn_img" uuid, "scratch_img" uuid, "background_img" uuid, "preview_img" uuid, "tag_id" uuid, CONSTRAINT "games_scratch_percentage_check" CHECK ("scratch_percentage" BETWEEN 1 AND 100), CONSTRAINT "games_replay_check" CHECK ("game_replay" BETWEEN 1 AND 1000), CONSTRAINT "games_dates_check" CHECK ("game_end_date" > "game_start_date"), CONSTRAINT "games_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_games_account_id_created_at_id" ON "games" ("account_id", "created_at", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_games_game_code" ON "games" ("game_code")`);
    await q.query(`CREATE INDEX "idx_games_account_end" ON "games" ("account_id", "game_end_date", "id")`);
    await q.query(`CREATE INDEX "idx_games_account_start" ON "games" ("account_id", "game_start_date", "id")`);
    await q.query(`CREATE INDEX "idx_games_account_name" ON "games" ("account_id", "game_name", "id")`);
    await q.query(`CREATE INDEX "idx_games_search_game_name" ON "games" USING gin ("game_name" gin_trgm_ops)`);
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_logo_img_fkey" FOREIGN KEY ("logo_img") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_btn_img_fkey" FOREIGN KEY ("btn_img") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_scratch_img_fkey" FOREIGN KEY ("scratch_img") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_background_img_fkey" FOREIGN KEY ("background_img") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_preview_img_fkey" FOREIGN KEY ("preview_img") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_tag_id_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_preview_img_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_background_img_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_scratch_img_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_btn_img_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_logo_img_fkey"`);
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_account_id_fkey"`);
    await q.query(`DROP INDEX "public"."idx_games_search_game_name"`);
    await q.query(`DROP INDEX "public"."idx_games_account_name"`);
    await q.query(`DROP INDEX "public"."idx_games_account_start"`);
    await q.query(`DROP INDEX "public"."idx_games_account_end"`);
    await q.query(`DROP INDEX "public"."uq_games_game_code"`);
    await q.query(`DROP INDEX "public"."idx_games_account_id_created_at_id"`);
    await q.query(`DROP TABLE "games"`);
  }
}
