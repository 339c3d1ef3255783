import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns a list's `q` search reads (each has a pg_trgm index, see TrigramSearch). */
const SEARCHED = [
  ['users', 'full_name'],
  ['users', 'username'],
  ['users', 'email'],
  ['accounts', 'name'],
  ['broadcasts', 'description'],
  ['tags', 'name'],
  ['groups', 'name'],
  ['people', 'first_name'],
  ['people', 'last_name'],
  ['people', 'mobile'],
  ['senders', 'name'],
  ['templates', 'name'],
  ['templates', 'message'],
] as const;

/**
 * Written by hand (the generator does not describe statistics targets). PostgreSQL estimates
 * `column ILIKE '%word%'` by trying the pattern on the column's most common values and on its
 * histogram, and chooses from that estimate between walking the list's order (a common word)
 * and the trigram index (a rare one). With the default 100 histogram entries a word that one
 * row in 74 carries is seen in one or two of them, or in none: one ANALYZE of the bench's
 * million users put "สมชาย" at 19,000 rows and the next at 100, and the search read and sorted
 * all 13,513 matches (1.3 s) instead of walking the newest 740 rows. With 1,000 entries the
 * estimate moved by 5 % at most over three ANALYZEs. ANALYZE then samples 300,000 rows of such a
 * table instead of 30,000 (about 10 s for the million users on two busy cores).
 */
export class SearchStatistics1796380000000 implements MigrationInterface {
  name = 'SearchStatistics1796380000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of SEARCHED) await q.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET STATISTICS 1000`);
    // The new targets count from the next ANALYZE: taken now, so that searches plan on them at once.
    for (const table of new Set(SEARCHED.map(([table]) => table))) await q.query(`ANALYZE "${table}"`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of SEARCHED) await q.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET STATISTICS -1`);
  }
}
