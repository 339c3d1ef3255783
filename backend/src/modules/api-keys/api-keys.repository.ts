import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/** The API keys' SQL outside the tenant layer: a key as a public API call presents it, and its last use. */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The key by its public part, with its account's state, in one query; undefined when unknown. */
  async findByKey(
    key: string,
  ): Promise<{ id: string; account_id: string; secret_hash: string; status: string; account_status: string } | undefined> {
    const [row] = await this.transactions.manager.query<
      { id: string; account_id: string; secret_hash: string; status: string; account_status: string }[]
    >(
      `SELECT k.id, k.account_id, k.secret_hash, k.status, a.status AS account_status
         FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key = $1`,
      [key],
    );
    return row;
  }

  /** Marks the key used now, unless it was within the last minute. */
  async noteUse(id: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
}
