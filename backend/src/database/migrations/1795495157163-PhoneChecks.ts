import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities by `npm run migration:generate`; reviewed before commit. */
export class PhoneChecks1795495157163 implements MigrationInterface {
  name = 'PhoneChecks1795495157163';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_requests" ADD "consumed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "otp_requests" DROP COLUMN "consumed_at"`);
  }
}
