import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        plan varchar(20) NOT NULL CHECK (plan IN ('basic', 'trials', 'enterprise')),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        parent_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
        is_platform boolean NOT NULL DEFAULT false,
        timezone varchar(64) NOT NULL DEFAULT 'Asia/Bangkok',
        contact_email varchar(254),
        contact_phone varchar(20),
        address varchar(500),
        tax_id varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_accounts_parent ON accounts (parent_id)`);
    await q.query(`CREATE INDEX idx_accounts_plan ON accounts (plan)`);
    await q.query(`CREATE INDEX idx_accounts_status ON accounts (status)`);
    await q.query(`CREATE INDEX idx_accounts_created ON accounts (created_at)`);
    await q.query(`CREATE UNIQUE INDEX uq_accounts_platform ON accounts (is_platform) WHERE is_platform`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        username varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL DEFAULT '',
        full_name varchar(161) NOT NULL,
        phone varchar(20),
        password_hash varchar(100) NOT NULL,
        role varchar(20) NOT NULL CHECK (role IN ('staff', 'admin', 'operator', 'viewer', 'client')),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        avatar varchar(500),
        allow_offer boolean NOT NULL DEFAULT false,
        phone_verified_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_users_email ON users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX uq_users_username ON users (lower(username))`);
    await q.query(`CREATE INDEX idx_users_account ON users (account_id)`);
    await q.query(`CREATE INDEX idx_users_full_name ON users (full_name)`);
    await q.query(`CREATE INDEX idx_users_role ON users (role)`);
    await q.query(`CREATE INDEX idx_users_status ON users (status)`);
    await q.query(`CREATE INDEX idx_users_last_login ON users (last_login_at)`);
    await q.query(`CREATE INDEX idx_users_created ON users (created_at)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_refresh_tokens_user ON refresh_tokens (user_id)`);
    await q.query(`CREATE INDEX idx_refresh_tokens_family ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX idx_refresh_tokens_expires ON refresh_tokens (expires_at)`);

    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_password_resets_user ON password_resets (user_id)`);
    await q.query(`CREATE INDEX idx_password_resets_expires ON password_resets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE accounts`);
  }
}
