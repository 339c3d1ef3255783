import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The searched columns and their GIN indexes (names kept: the entities declare them by name). */
const SEARCHED = [
  ['users', 'idx_users_search_full_name', 'full_name'],
  ['users', 'idx_users_search_username', 'username'],
  ['users', 'idx_users_search_email', 'email'],
  ['accounts', 'idx_accounts_search_name', 'name'],
  ['broadcasts', 'idx_broadcasts_search_description', 'description'],
  ['tags', 'idx_tags_search_name', 'name'],
  ['groups', 'idx_groups_search_name', 'name'],
  ['people', 'idx_people_search_first_name', 'first_name'],
  ['people', 'idx_people_search_last_name', 'last_name'],
  ['people', 'idx_people_search_mobile', 'mobile'],
  ['senders', 'idx_senders_search_name', 'name'],
  ['templates', 'idx_templates_search_name', 'name'],
  ['templates', 'idx_templates_search_message', 'message'],
] as const;

/**
 * Written by hand (the generator cannot describe operator classes). A list's `q` search is a
 * plain `column ILIKE '%text%'`, which pg_trgm's GIN operator class answers on its own. The
 * search_trigrams() indexes it replaces needed a second condition beside the ILIKE, and the
 * planner multiplied the two conditions' selectivities and each trigram's as if independent:
 * a word that one user in seventy carries looked like three rows in a million, so it read and
 * sorted all 13,513 matches (0.6 s) instead of walking the newest rows to the first ten. With
 * the ILIKE alone, PostgreSQL estimates it from the column's statistics and picks the walk for
 * a common word and the trigram index for a rare one.
 *
 * pg_trgm reads Thai as word characters in a UTF-8 locale (C.UTF-8, en_US.UTF-8, th_TH.UTF-8);
 * in a database initialised with the plain C locale it keeps no Thai trigram, and a Thai search
 * is then answered without the index (the same rows, more slowly). pg_trgm is a trusted
 * extension: the database's owner creates it without superuser rights.
 */
export class TrigramSearch1796370000000 implements MigrationInterface {
  name = 'TrigramSearch1796370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [table, index, column] of SEARCHED) {
      await q.query(`DROP INDEX "public"."${index}"`);
      await q.query(`CREATE INDEX "${index}" ON "${table}" USING gin ("${column}" gin_trgm_ops)`);
    }
    await q.query(`DROP FUNCTION search_trigrams(text)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION search_trigrams(value text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT array(SELECT substr(v, i, 3) FROM (SELECT lower(value) AS v) s, generate_series(1, length(v) - 2) AS i) $$`);
    for (const [table, index, column] of SEARCHED) {
      await q.query(`DROP INDEX "public"."${index}"`);
      await q.query(`CREATE INDEX "${index}" ON "${table}" USING gin (search_trigrams("${column}"))`);
    }
    await q.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
