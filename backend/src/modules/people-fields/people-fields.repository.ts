import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** People Structure's SQL: a removed field's values taken off the account's people. */
@Injectable()
export class PeopleFieldsRepository {
  /** Removes a custom field's values from every person of the account, in the caller's transaction. */
  async removeValues(manager: EntityManager, accountId: string, key: string): Promise<void> {
    await manager.query(`UPDATE people SET fields = fields - $2 WHERE account_id = $1 AND fields ? $2`, [accountId, key]);
  }
}
