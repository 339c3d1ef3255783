import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { Role } from './roles.js';

export interface UserRow {
  status: string;
  role: Role;
  account_id: string;
  token_version: number;
}

export interface AccountRow {
  status: string;
  is_platform: boolean;
  parent_id: string | null;
  child_ids: string[];
}

/** The guard's reads of users, accounts and refresh families, and the ending of sessions. */
@Injectable()
export class SessionStateRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Bumps the users' token version (their access tokens stop) and revokes their refresh tokens, all but one family's when given. */
  async endSessions(manager: EntityManager, userIds: string[], keepFamilyId?: string): Promise<void> {
    await manager.query(`UPDATE users SET token_version = token_version + 1 WHERE id = ANY($1)`, [userIds]);
    await manager.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = ANY($1) AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)`,
      [userIds, keepFamilyId ?? null],
    );
  }

  async userIdsOf(accountIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(`SELECT id FROM users WHERE account_id = ANY($1)`, [accountIds]);
    return rows.map((row) => row.id);
  }

  async user(id: string): Promise<UserRow | undefined> {
    const [row]: UserRow[] = await this.db.query(`SELECT status, role, account_id, token_version FROM users WHERE id = $1`, [id]);
    return row;
  }

  async account(id: string): Promise<AccountRow | undefined> {
    const [row]: AccountRow[] = await this.db.query(
      `SELECT a.status, a.is_platform, a.parent_id, ARRAY(SELECT c.id FROM accounts c WHERE c.parent_id = a.id) AS child_ids
         FROM accounts a WHERE a.id = $1`,
      [id],
    );
    return row;
  }

  /** The user of a live family: one of its refresh tokens is not revoked (a rotation leaves its newest one). */
  async familyUser(id: string): Promise<string | null> {
    const [row]: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL LIMIT 1`,
      [id],
    );
    return row?.user_id ?? null;
  }

  private get db(): EntityManager {
    return this.transactions.manager;
  }
}
