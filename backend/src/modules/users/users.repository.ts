import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import { Account } from '../accounts/account.entity.js';

/**
 * The users' SQL outside the tenant layer: sub-accounts' users, read through the parent link
 * (in SQL, not the request's scope list, which does not yet name a sub-account created by the
 * same request), and a user's account.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Per sub-account of the parent: how many users, and the first admin's e-mail. */
  summaryOfSubAccounts(
    parentId: string,
    accountIds: string[],
  ): Promise<{ account_id: string; users_count: number; admin_email: string | null }[]> {
    return this.transactions.manager.query(
      `SELECT u.account_id, count(*)::int AS users_count,
              (array_agg(u.email ORDER BY u.created_at) FILTER (WHERE u.role = 'admin'))[1] AS admin_email
         FROM users u JOIN accounts a ON a.id = u.account_id AND a.parent_id = $2
        WHERE u.account_id = ANY($1) GROUP BY u.account_id`,
      [accountIds, parentId],
    );
  }

  /** Ids of the users of one of the parent's sub-accounts. */
  async idsOfSubAccount(parentId: string, accountId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.transactions.manager.query(
      `SELECT u.id FROM users u JOIN accounts a ON a.id = u.account_id AND a.parent_id = $2 WHERE u.account_id = $1`,
      [accountId, parentId],
    );
    return rows.map((row) => row.id);
  }

  accountOf(accountId: string): Promise<Account | null> {
    return this.transactions.manager.getRepository(Account).findOneBy({ id: accountId });
  }
}
