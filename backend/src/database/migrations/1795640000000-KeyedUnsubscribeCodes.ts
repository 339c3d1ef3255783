import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unsubscribe codes become an HMAC keyed with a server secret, 16 characters long (96 bits). The
 * codes written before were a plain hash of the account id and the number, cut to 10: anyone who
 * knew an account's id could work out a number's code and unsubscribe it. They are deleted, so
 * links already sent answer "Link not found" (the page's message), and the next message with a
 * link to each number carries a new code.
 */
export class KeyedUnsubscribeCodes1795640000000 implements MigrationInterface {
  name = 'KeyedUnsubscribeCodes1795640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "unsubscribe_codes"`);
    await q.query(`ALTER TABLE "unsubscribe_codes" ALTER COLUMN "code" TYPE character varying(16)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Keyed codes do not fit the old column, nor would the old derivation find them.
    await q.query(`DELETE FROM "unsubscribe_codes"`);
    await q.query(`ALTER TABLE "unsubscribe_codes" ALTER COLUMN "code" TYPE character varying(10)`);
  }
}
