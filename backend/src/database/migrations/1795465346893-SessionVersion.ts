import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A per-user token version carried by every access token: bumping it (password change,
 * reset, sign-out everywhere, deactivation, suspension) ends every access token issued before.
 */
export class SessionVersion1795465346893 implements MigrationInterface {
  name = 'SessionVersion1795465346893';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
