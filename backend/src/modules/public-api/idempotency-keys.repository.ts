import { Injectable } from '@nestjs/common';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';

/**
 * The idempotency keys' SQL: a key claimed by its first call, the answer kept for its repeats,
 * and the day-old keys purged. Each statement commits alone.
 */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * True when this call is the first with the key (a day-old or abandoned one, whose first call
   * has run longer than `staleRunSeconds` without an answer, is replaced).
   */
  async claim(accountId: string, key: string, hash: string, staleRunSeconds: number): Promise<boolean> {
    const rows = await this.transactions.manager.query<unknown[]>(
      `INSERT INTO idempotency_keys (account_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
              created_at = now(), updated_at = now()
         WHERE idempotency_keys.created_at < now() - interval '24 hours'
            OR (idempotency_keys.status_code IS NULL AND idempotency_keys.updated_at < now() - make_interval(secs => $4))
       RETURNING 1`,
      [accountId, key, hash, staleRunSeconds],
    );
    return rows.length > 0;
  }

  /** Keeps the first call's answer for its repeats. */
  async keepAnswer(accountId: string, key: string, statusCode: number, response: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE idempotency_keys SET status_code = $3, response = $4, updated_at = now() WHERE account_id = $1 AND key = $2`,
      [accountId, key, statusCode, response],
    );
  }

  /** Lets a failed first call's key go (one that has an answer stays). */
  async release(accountId: string, key: string): Promise<void> {
    await this.transactions.manager.query(
      `DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND status_code IS NULL`,
      [accountId, key],
    );
  }

  /** The key's request and, once the first call has one, its answer; null when the key is gone. */
  async find(
    accountId: string,
    key: string,
  ): Promise<{ request_hash: string; status_code: number | null; response: unknown } | undefined> {
    const [row] = await this.transactions.manager.query<
      { request_hash: string; status_code: number | null; response: unknown }[]
    >(`SELECT request_hash, status_code, response FROM idempotency_keys WHERE account_id = $1 AND key = $2`, [accountId, key]);
    return row;
  }

  /** Deletes the keys older than a day; how many. */
  async purgeExpired(): Promise<number> {
    const rows = await returning<{ id: string }>(
      this.transactions.manager,
      `DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours' RETURNING id`,
    );
    return rows.length;
  }
}
