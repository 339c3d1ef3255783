import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages whose receipt's minute-precision done date fell before their second-precision
 * submission read as done at their submission, as receipts now write them (the receipt's own
 * text stays in receipt_raw).
 */
export class DoneNotBeforeSubmitted1796340000000 implements MigrationInterface {
  name = 'DoneNotBeforeSubmitted1796340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "messages" SET "done_at" = "submitted_at" WHERE "done_at" < "submitted_at"`);
  }

  async down(): Promise<void> {
    // The receipts' minute-precision dates are still in receipt_raw; nothing to undo.
  }
}
