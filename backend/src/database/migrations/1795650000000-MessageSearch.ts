import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Logs' `q`: part of the number or of the text. A word rare in an account's messages is
 * otherwise found by reading every message of the account (millions); these GIN indexes on the
 * character trigrams (search_trigrams, the ListIndexes migration) answer it from its trigrams, as
 * the people and users searches are. Made on the partitioned table, so every monthly partition
 * has them, those created later by create_message_partitions included.
 */
export class MessageSearch1795650000000 implements MigrationInterface {
  name = 'MessageSearch1795650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_messages_search_mobile" ON "messages" USING gin (search_trigrams("mobile"))`);
    await q.query(`CREATE INDEX "idx_messages_search_text" ON "messages" USING gin (search_trigrams("text"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_messages_search_text"`);
    await q.query(`DROP INDEX "public"."idx_messages_search_mobile"`);
  }
}
