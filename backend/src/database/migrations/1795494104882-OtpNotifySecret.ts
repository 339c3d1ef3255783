import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; apps made before it get a secret of their own. */
export class OtpNotifySecret1795494104882 implements MigrationInterface {
  name = 'OtpNotifySecret1795494104882';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_apps" ADD "notify_secret" character varying(64)`);
    await q.query(`UPDATE "otp_apps" SET "notify_secret" = md5(random()::text || clock_timestamp()::text || id::text)`);
    await q.query(`ALTER TABLE "otp_apps" ALTER COLUMN "notify_secret" SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_apps" DROP COLUMN "notify_secret"`);
  }
}
