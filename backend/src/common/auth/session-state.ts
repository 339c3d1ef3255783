import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
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
 * How long a process keeps what it read from Redis. Forgetting is announced to every process
 * at once (pub/sub), so this only bounds a change missed in a race or while disconnected.
 */
const LOCAL_KEEP_MS = 5000;

/**
 * The guard's view of users and accounts, cached in Redis so that a request costs no query,
 * and in each process for a few seconds so that most cost no round trip either (a Redis round
 * trip was a fifth of the API's CPU time per list request). Whoever changes a user or an
 * account forgets its entry: deleted from Redis and announced on a channel every process
 * listens to, so every process sees the change on the next request. A process that is not
 * listening (connecting, or its subscription lost) reads Redis every time.
 */
@Injectable()
export class SessionState implements OnModuleDestroy {
  private readonly local = new Map<string, { state: object; at: number }>();
  private subscriber?: Redis;
  private listening = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: AuthRedis,
    private readonly repository: SessionStateRepository,
    private readonly transactions: Transactions,
  ) {}

  /**
   * The user, the accounts and the session (refresh family) when given, from this process's
   * memory or in one MGET; misses are loaded from the database and cached.
   */
  async lookup(userId: string, accountIds: string[], familyId?: string): Promise<SessionLookup> {
    this.listen();
    const keys = [this.userKey(userId), ...accountIds.map((id) => this.accountKey(id))];
    if (familyId) keys.push(this.familyKey(familyId));
    const kept = keys.map((key) => this.kept(key));
    const cached = kept.every(Boolean) ? kept.map(() => null) : await this.redis.client.mget(...keys);
    const read = <T extends object>(at: number): T | null => {
      if (kept[at]) return kept[at] as T;
      const hit = cached[at];
      return hit ? this.keep(keys[at], JSON.parse(hit) as T) : null;
    };
    const user = read<UserState>(0) ?? (await this.loadUser(userId));
    const accounts = new Map<string, AccountState | null>();
    for (const [index, id] of accountIds.entries())
      accounts.set(id, read<AccountState>(index + 1) ?? (await this.loadAccount(id)));
    if (!familyId) return { user, accounts };
    const family = read<FamilyState>(keys.length - 1) ?? (await this.loadFamily(familyId));
    return { user, accounts, family };
  }

  /** Starts listening for forgotten keys, once. */
  private listen(): void {
    if (this.subscriber) return;
    const subscriber = (this.subscriber = this.redis.client.duplicate({ maxRetriesPerRequest: null }));
    const stop = () => {
      this.listening = false;
      this.local.clear();
    };
    subscriber.on('error', () => undefined);
    subscriber.on('close', stop);
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => (this.listening = true),
        () => stop(),
      );
    });
    subscriber.on('message', (_channel: string, message: string) => {
      for (const key of JSON.parse(message) as string[]) this.local.delete(key);
    });
  }

  private kept(key: string): object | undefined {
    const entry = this.listening ? this.local.get(key) : undefined;
    return entry && Date.now() - entry.at < LOCAL_KEEP_MS ? entry.state : undefined;
  }

  private keep<T extends object>(key: string, state: T): T {
    if (this.listening) this.local.set(key, { state, at: Date.now() });
    return state;
  }

  private get channel(): string {
    return this.redis.key('forget');
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  async account(id: string): Promise<AccountState | null> {
    const key = this.accountKey(id);
    const kept = this.kept(key) as AccountState | undefined;
    if (kept) return kept;
    const hit = await this.redis.client.get(key);
    return hit ? this.keep(key, JSON.parse(hit) as AccountState) : this.loadAccount(id);
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
    const forget = async () => {
      for (const key of keys) this.local.delete(key);
      await this.redis.client.del(...keys);
      await this.redis.client.publish(this.channel, JSON.stringify(keys));
    };
    await forget();
    setTimeout(() => void forget().catch(() => undefined), SECOND_FORGET_MS).unref();
  }

  private async loadUser(id: string): Promise<UserState | null> {
    const row = await this.repository.user(id);
    if (!row) return null;
    const state: UserState = { version: row.token_version, status: row.status, role: row.role, accountId: row.account_id };
    await this.store(this.userKey(id), state);
    return this.keep(this.userKey(id), state);
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
    return this.keep(this.accountKey(id), state);
  }

  private async loadFamily(id: string): Promise<FamilyState> {
    const state: FamilyState = { userId: await this.repository.familyUser(id) };
    await this.store(this.familyKey(id), state);
    return this.keep(this.familyKey(id), state);
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
