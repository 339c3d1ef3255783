import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The OTP application a phone game's codes come from: generated from the entities. */
export class GameOtpApp1796390070000 implements MigrationInterface {
  name = 'GameOtpApp1796390070000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "games" ADD "otp_app_id" uuid`);
    await q.query(
      `ALTER TABLE "games" ADD CONSTRAINT "games_otp_app_id_fkey" FOREIGN KEY ("otp_app_id") REFERENCES "otp_apps"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "games" DROP CONSTRAINT "games_otp_app_id_fkey"`);
    await q.query(`ALTER TABLE "games" DROP COLUMN "otp_app_id"`);
  }
}
