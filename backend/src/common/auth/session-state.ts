import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import type { Role } from './roles.js';
import { AuthRedis } from './auth-redis.js';
import { SessionStateRepository } from './session-state.repository.js';

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

/**
 * What the guard needs of a session (a refresh family): whose it is while it lives. `userId` is
 * null once the family is revoked (signed out, replayed, ended with every session of its user),
 * and for a family never issued.
 */
export interface FamilyState {
  userId: string | null;
}

export interface SessionLookup {
  user: UserState | null;
  accounts: Map<string, AccountState | null>;
  /** The session's state, when one was asked for. */
  family?: FamilyState;
}

// A write that races a cache fill could leave the old state behind: forget it again shortly after.
const SECOND_FORGET_MS = 1000;

/**
 * The guard's view of users, accounts and sessions, cached in Redis so that a request costs one
 * MGET and no query. Whoever changes a user, an account or a session forgets its entry, so every
 * API process reads the change on its next request. Nothing is kept in a process's memory: a
 * copy there could outlive a sign-out for as long as the announcement takes to arrive, and two
 * processes would then answer the same token differently.
 */
@Injectable()
export class SessionState {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: AuthRedis,
    private readonly repository: SessionStateRepository,
    private readonly transactions: Transactions,
  ) {}

  /**
   * The user, the accounts and the session (refresh family) when given, in one MGET; misses are
   * loaded from the database and cached.
   */
  async lookup(userId: string, accountIds: string[], familyId?: string): Promise<SessionLookup> {
    const keys = [this.userKey(userId), ...accountIds.map((id) => this.accountKey(id))];
    if (familyId) keys.push(this.familyKey(familyId));
    const cached = await this.redis.client.mget(...keys);
    const read = <T extends object>(at: number): T | null => {
      const hit = cached[at];
      return hit ? (JSON.parse(hit) as T) : null;
    };
    const user = read<UserState>(0) ?? (await this.loadUser(userId));
    const accounts = new Map<string, AccountState | null>();
    for (const [index, id] of accountIds.entries())
      accounts.set(id, read<AccountState>(index + 1) ?? (await this.loadAccount(id)));
    if (!familyId) return { user, accounts };
    const family = read<FamilyState>(keys.length - 1) ?? (await this.loadFamily(familyId));
    return { user, accounts, family };
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
    if (userIds.length) await this.repository.endSessions(manager, userIds, keepFamilyId);
  }

  async endSessions(userIds: string[], keepFamilyId?: string): Promise<void> {
    if (!userIds.length) return;
    await this.transactions.run((manager) => this.repository.endSessions(manager, userIds, keepFamilyId));
    await this.forgetUsers(userIds);
  }

  /** Ends the sessions of every user of these accounts (suspension). */
  async endAccountSessions(accountIds: string[]): Promise<void> {
    if (!accountIds.length) return;
    await this.endSessions(await this.repository.userIdsOf(accountIds));
    await this.forgetAccounts(accountIds);
  }

  forgetUsers(userIds: string[]): Promise<void> {
    return this.forget(userIds.map((id) => this.userKey(id)));
  }

  /** After refresh families are revoked: their access tokens stop on the next request. */
  forgetFamilies(familyIds: string[]): Promise<void> {
    return this.forget(familyIds.map((id) => this.familyKey(id)));
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
    const row = await this.repository.user(id);
    if (!row) return null;
    const state: UserState = { version: row.token_version, status: row.status, role: row.role, accountId: row.account_id };
    await this.store(this.userKey(id), state);
    return state;
  }

  private async loadAccount(id: string): Promise<AccountState | null> {
    const row = await this.repository.account(id);
    if (!row) return null;
    const state: AccountState = {
      id,
      status: row.status,
      isPlatform: row.is_platform,
      parentId: row.parent_id,
      childIds: row.child_ids,
    };
    await this.store(this.accountKey(id), state);
    return state;
  }

  private async loadFamily(id: string): Promise<FamilyState> {
    const state: FamilyState = { userId: await this.repository.familyUser(id) };
    await this.store(this.familyKey(id), state);
    return state;
  }

  private async store(key: string, state: object): Promise<void> {
    await this.redis.client.set(key, JSON.stringify(state), 'EX', this.config.sessionCacheSeconds);
  }

  private familyKey(id: string): string {
    return this.redis.key('family', id);
  }

  private userKey(id: string): string {
    return this.redis.key('user', id);
  }

  /** The cache entry of an account (what `account` reads), for callers that read it with others in one MGET. */
  accountKey(id: string): string {
    return this.redis.key('account', id);
  }
}
