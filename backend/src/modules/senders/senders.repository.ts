import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import { Account } from '../accounts/account.entity.js';

/** The senders' reads outside the tenant layer: the acting account itself, for its plan. */
@Injectable()
export class SendersRepository {
  constructor(private readonly transactions: Transactions) {}

  accountOf(accountId: string): Promise<Account | null> {
    return this.transactions.manager.getRepository(Account).findOneBy({ id: accountId });
  }
}
