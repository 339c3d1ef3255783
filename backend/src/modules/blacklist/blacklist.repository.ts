import { Injectable } from '@nestjs/common';
import { rememberLinkCodes } from '../../common/sms/link-codes.repository.js';
import { Transactions } from '../../database/transactions.js';
import type { BlacklistReason } from './blacklist.entity.js';

/**
 * The blacklist's SQL: bulk additions, what a send asks of the lists an account obeys, and the
 * unsubscribe links' codes and their opt-out.
 */
@Injectable()
export class BlacklistRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Records link codes (LinkCodes.rows), in the caller's transaction when given. */
  rememberUnsubscribeCodes(
    rows: { codes: string[]; mobiles: string[] },
    accountId: string,
    manager = this.transactions.manager,
  ): Promise<void> {
    return rememberLinkCodes(manager, 'unsubscribe_codes', accountId, rows);
  }

  /** Adds the numbers in one statement; numbers already blocked stay as they were. Answers how many were added. */
  async addMany(accountId: string, mobiles: string[], reason: BlacklistReason, source: string | null): Promise<number> {
    const rows: unknown[] = await this.transactions.manager.query(
      `INSERT INTO blacklist (account_id, mobile, reason, source)
       SELECT $1, mobile, $3, $4 FROM unnest($2::varchar[]) AS mobile
       ON CONFLICT (account_id, mobile) DO NOTHING RETURNING id`,
      [accountId, mobiles, reason, source],
    );
    return rows.length;
  }

  /** How many rows the lists hold and when the newest came. */
  async sizeOf(lists: string[]): Promise<{ rows: number; newest: Date | null } | undefined> {
    const [row] = await this.transactions.manager.query<{ rows: number; newest: Date | null }[]>(
      `SELECT count(*)::int AS rows, max(created_at) AS newest FROM blacklist WHERE account_id = ANY($1::uuid[])`,
      [lists],
    );
    return row;
  }

  /** The numbers among `mobiles` that the lists hold, each with whether the account's own list holds it. */
  async blockedAmong(lists: string[], mobiles: string[], accountId: string): Promise<{ mobile: string; own: boolean }[]> {
    // The (account_id, mobile) unique index answers each list's part.
    return this.transactions.manager.query<{ mobile: string; own: boolean }[]>(
      `SELECT mobile, bool_or(account_id = $3) AS own FROM blacklist
        WHERE account_id = ANY($1::uuid[]) AND mobile = ANY($2::varchar[]) GROUP BY mobile`,
      [lists, mobiles, accountId],
    );
  }

  /** The parent whose blacklist the account obeys: none when it has none or turned that off (`inherit_parent_blacklist`). */
  async inheritedParentOf(accountId: string): Promise<string | null> {
    const [row] = await this.transactions.manager.query<{ parent_id: string | null }[]>(
      `SELECT CASE WHEN inherit_parent_blacklist THEN parent_id END AS parent_id FROM accounts WHERE id = $1`,
      [accountId],
    );
    return row?.parent_id ?? null;
  }

  /** An unsubscribe code's account name and number, and whether the number is on that account's blacklist. */
  async findUnsubscribeCode(code: string): Promise<{ name: string; mobile: string; blocked: boolean } | undefined> {
    const [row] = await this.transactions.manager.query<{ name: string; mobile: string; blocked: boolean }[]>(
      `SELECT a.name, c.mobile,
              EXISTS (SELECT 1 FROM blacklist b WHERE b.account_id = c.account_id AND b.mobile = c.mobile) AS blocked
         FROM unsubscribe_codes c JOIN accounts a ON a.id = c.account_id
        WHERE c.code = $1`,
      [code],
    );
    return row;
  }

  /** Puts an unsubscribe code's number on its account's blacklist with reason "unsubscribe"; an entry already there stays. */
  async unsubscribeByCode(code: string): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO blacklist (account_id, mobile, reason, source)
       SELECT account_id, mobile, 'unsubscribe', $2 FROM unsubscribe_codes WHERE code = $1
       ON CONFLICT (account_id, mobile) DO NOTHING`,
      [code, `link ${code}`],
    );
  }
}
