import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/** The channels' SQL: the channel an account sends through, a receipt's secret, and the account check. */
@Injectable()
export class ChannelsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The account's enabled channel, else the platform account's, as a raw row; undefined when neither has one. */
  async sendingChannelOf(accountId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.transactions.manager.query<Record<string, unknown>[]>(
      `SELECT c.* FROM channels c JOIN accounts a ON a.id = c.account_id
        WHERE c.enabled AND (c.account_id = $1 OR a.is_platform)
        ORDER BY (c.account_id = $1) DESC LIMIT 1`,
      [accountId],
    );
    return row;
  }

  /** The encrypted password of an enabled HTTP channel; null for any other id. */
  async httpPasswordOf(channelId: string): Promise<string | null> {
    const [row] = await this.transactions.manager.query<{ password_encrypted: string }[]>(
      `SELECT password_encrypted FROM channels WHERE id = $1 AND type = 'http' AND enabled`,
      [channelId],
    );
    return row ? row.password_encrypted : null;
  }

  async accountExists(accountId: string): Promise<boolean> {
    const [row] = await this.transactions.manager.query<unknown[]>(`SELECT 1 FROM accounts WHERE id = $1`, [accountId]);
    return row !== undefined;
  }
}
