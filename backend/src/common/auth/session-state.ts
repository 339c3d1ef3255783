import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Role } from './abilities.js';
import { AuthRedis } from './auth-redis.js';

/** What the guard needs of a user: checked on every request against the token's claims. */
export interface UserState {
  version: number;
  status: string;
  role: Role;
  accountId: string;
}

/** What the guard needs of an account: whether it is usable and which accounts it spans. */
export interface AccountState {
  id: string;
  status: string;
  isPlatform: boolean;
  parentId: string | null;
  childIds: string[];
}

export interface SessionLookup {
  user: UserState | null;
  accounts: Map<string, AccountState | null>;
}

// A write that races a cache fill could leave the old state behind: forget it again shortly after.
const SECOND_FORGET_MS = 1000;

/**
 * The guard's view of users and accounts, cached in Redis so that an authenticated request
 * costs one round trip and no query. Every process shares the cache, so whoever changes a
 * user or an account forgets its entry and every process sees the change on the next request.
 */
@Injectable()
export class SessionState {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: AuthRedis,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The user and the accounts in one MGET; misses are loaded from the database and cached. */
  async lookup(userId: string, accountIds: string[]): Promise<SessionLookup> {
    const keys = [this.userKey(userId), ...accountIds.map((id) => this.accountKey(id))];
    const cached = await this.redis.client.mget(...keys);
    const user = cached[0] ? (JSON.parse(cached[0]) as UserState) : await this.loadUser(userId);
    const accounts = new Map<string, AccountState | null>();
    for (const [index, id] of accountIds.entries()) {
      const hit = cached[index + 1];
      accounts.set(id, hit ? (JSON.parse(hit) as AccountState) : await this.loadAccount(id));
    }
    return { user, accounts };
  }

  async account(id: string): Promise<AccountState | null> {
    const hit = await this.redis.client.get(this.accountKey(id));
    return hit ? (JSON.parse(hit) as AccountState) : this.loadAccount(id);
  }

  /**
   * Ends every session of these users (all of them, or all but one refresh family): bumps the
   * token version so their access tokens stop at once, and revokes their refresh tokens.
   * Inside a transaction, call `forgetUsers` after it commits.
   */
  async endSessionsInDb(manager: EntityManager, userIds: string[], keepFamilyId?: string): Promise<void> {
    if (!userIds.length) return;
    await manager.query(`UPDATE users SET token_version = token_version + 1 WHERE id = ANY($1)`, [userIds]);
    await manager.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = ANY($1) AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)`,
      [userIds, keepFamilyId ?? null],
    );
  }

  async endSessions(userIds: string[], keepFamilyId?: string): Promise<void> {
    await this.endSessionsInDb(this.dataSource.manager, userIds, keepFamilyId);
    await this.forgetUsers(userIds);
  }

  /** Ends the sessions of every user of these accounts (suspension). */
  async endAccountSessions(accountIds: string[]): Promise<void> {
    if (!accountIds.length) return;
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM users WHERE account_id = ANY($1)`, [accountIds]);
    await this.endSessions(rows.map((row) => row.id));
    await this.forgetAccounts(accountIds);
  }

  forgetUsers(userIds: string[]): Promise<void> {
    return this.forget(userIds.map((id) => this.userKey(id)));
  }

  forgetAccounts(accountIds: (string | null | undefined)[]): Promise<void> {
    return this.forget(accountIds.filter((id): id is string => Boolean(id)).map((id) => this.accountKey(id)));
  }

  private async forget(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.redis.client.del(...keys);
    setTimeout(() => void this.redis.client.del(...keys).catch(() => undefined), SECOND_FORGET_MS).unref();
  }

  private async loadUser(id: string): Promise<UserState | null> {
    const [row]: { status: string; role: Role; account_id: string; token_version: number }[] = await this.dataSource.query(
      `SELECT status, role, account_id, token_version FROM users WHERE id = $1`,
      [id],
    );
    if (!row) return null;
    const state: UserState = { version: row.token_version, status: row.status, role: row.role, accountId: row.account_id };
    await this.store(this.userKey(id), state);
    return state;
  }

  private async loadAccount(id: string): Promise<AccountState | null> {
    const [row]: { status: string; is_platform: boolean; parent_id: string | null; child_ids: string[] }[] =
      await this.dataSource.query(
        `SELECT a.status, a.is_platform, a.parent_id, ARRAY(SELECT c.id FROM accounts c WHERE c.parent_id = a.id) AS child_ids
           FROM accounts a WHERE a.id = $1`,
        [id],
      );
    if (!row) return null;
    const state: AccountState = { id, status: row.status, isPlatform: row.is_platform, parentId: row.parent_id, childIds: row.child_ids };
    await this.store(this.accountKey(id), state);
    return state;
  }

  private async store(key: string, state: object): Promise<void> {
    await this.redis.client.set(key, JSON.stringify(state), 'EX', this.config.sessionCacheSeconds);
  }

  private userKey(id: string): string {
    return this.redis.key('user', id);
  }

  /** The cache entry of an account (what `account` reads), for callers that read it with others in one MGET. */
  accountKey(id: string): string {
    return this.redis.key('account', id);
  }
}
