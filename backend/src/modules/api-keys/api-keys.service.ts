import { Inject, Injectable } from '@nestjs/common';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import { SessionState, type AccountState } from '../../common/auth/session-state.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { API_KEY_STATUSES, ApiKey } from './api-key.entity.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { hashSecret, KEY_PATTERN, newKey, newSecret, SECRET_PATTERN, secretMatches } from './api-key-secrets.js';
import type { CreateApiKeyDto, UpdateApiKeyDto } from './dto/api-key.dto.js';
import { apiKeyView, type ApiKeyResponse, type ApiKeyWithSecretResponse } from './dto/api-key.response.js';

export const API_KEY_LIST: ListSpec = {
  resource: 'api-keys',
  sortable: { name: 'apiKey.name', createdAt: 'apiKey.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['apiKey.name'] },
    id: { kind: 'uuid', column: 'apiKey.id' },
    status: { kind: 'equals', column: 'apiKey.status', values: API_KEY_STATUSES },
  },
};

/** `lastUsedAt` is written at most this often per key: a busy key costs no write per call. */
const TOUCH_EVERY_MS = 60_000;
/** A change that races a cache fill could leave the old entry behind: forget it again shortly after. */
const SECOND_FORGET_MS = 1_000;
/** Keys whose account this process remembers, at most (the mapping never changes; the list only bounds memory). */
const KNOWN_KEYS = 10_000;

/** What authentication needs of a key, cached in Redis beside the guard's account states. */
interface CachedKey {
  id: string;
  accountId: string;
  secretHash: string;
  status: string;
}

export interface ApiCaller {
  keyId: string;
  accountId: string;
}

/** Config API: the account's credentials for the public API. */
@Injectable()
export class ApiKeysService {
  private readonly touched = new Map<string, number>();
  /** A key's account, once seen: its cached entry and its account's state are then read in one MGET. */
  private readonly accountOfKey = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ApiKeysRepository,
    @InjectTenantRepository(ApiKey) private readonly keys: TenantRepository<ApiKey>,
    private readonly redis: AuthRedis,
    private readonly sessions: SessionState,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<ApiKeyResponse>> {
    const page = await findPage(this.keys.for(ctx).query('apiKey'), parseListQuery(params, API_KEY_LIST), API_KEY_LIST);
    return { ...page, rows: page.rows.map(apiKeyView) };
  }

  async get(ctx: RequestContext, id: string): Promise<ApiKeyResponse> {
    return apiKeyView(await this.keys.for(ctx).getById(id));
  }

  async create(ctx: RequestContext, dto: CreateApiKeyDto): Promise<ApiKeyWithSecretResponse> {
    const secret = newSecret();
    const row = await this.keys
      .for(ctx)
      .insert({ name: dto.name, key: newKey(), secretHash: hashSecret(secret), status: 'active' });
    return { ...(await this.get(ctx, row.id)), secret };
  }

  async update(ctx: RequestContext, id: string, dto: UpdateApiKeyDto): Promise<ApiKeyResponse> {
    await this.keys.for(ctx).getById(id);
    await this.keys.for(ctx).update(id, { name: dto.name });
    return this.get(ctx, id);
  }

  /** A new secret for the same key (active again if it was revoked); the old one stops at once. */
  async rotate(ctx: RequestContext, id: string): Promise<ApiKeyWithSecretResponse> {
    await this.keys.for(ctx).getById(id);
    const secret = newSecret();
    await this.keys.for(ctx).update(id, { secretHash: hashSecret(secret), status: 'active', rotatedAt: new Date() });
    const key = await this.get(ctx, id);
    await this.forget(key.key);
    return { ...key, secret };
  }

  async revoke(ctx: RequestContext, id: string): Promise<ApiKeyResponse> {
    await this.keys.for(ctx).getById(id);
    await this.keys.for(ctx).update(id, { status: 'revoked' });
    const key = await this.get(ctx, id);
    await this.forget(key.key);
    return key;
  }

  async remove(ctx: RequestContext, id: string): Promise<ApiKeyResponse> {
    const key = await this.get(ctx, id);
    await this.keys.for(ctx).delete(id);
    await this.forget(key.key);
    return key;
  }

  /**
   * The caller a key and secret prove, or null: unknown key, wrong secret, revoked key and an
   * account that is not active look the same to the caller. The hash is compared in constant time.
   */
  async authenticate(key: string, secret: string): Promise<ApiCaller | null> {
    if (!KEY_PATTERN.test(key) || !SECRET_PATTERN.test(secret)) return null;
    const found = await this.lookup(key);
    if (!found) return null;
    const { entry, accountStatus } = found;
    if (!secretMatches(secret, entry.secretHash) || entry.status !== 'active' || accountStatus !== 'active') return null;
    this.touch(entry.id);
    return { keyId: entry.id, accountId: entry.accountId };
  }

  /**
   * The key and its account's state. From Redis when both are cached (one MGET: a public API call
   * then costs the database nothing before its own work), else from the database, one query, and
   * cached. Rotation, revocation and deletion forget the key's entry; a change of the account
   * forgets the account's (SessionState), so every API process sees either at once.
   */
  private async lookup(key: string): Promise<{ entry: CachedKey; accountStatus: string } | null> {
    const known = this.accountOfKey.get(key);
    if (known) {
      const [hit, account] = await this.redis.client.mget(this.cacheKey(key), this.sessions.accountKey(known));
      if (hit && account)
        return { entry: JSON.parse(hit) as CachedKey, accountStatus: (JSON.parse(account) as AccountState).status };
    }
    const row = await this.repository.findByKey(key);
    if (!row) return null;
    const entry: CachedKey = { id: row.id, accountId: row.account_id, secretHash: row.secret_hash, status: row.status };
    if (this.accountOfKey.size >= KNOWN_KEYS) this.accountOfKey.clear();
    this.accountOfKey.set(key, row.account_id);
    await this.redis.client.set(this.cacheKey(key), JSON.stringify(entry), 'EX', this.config.sessionCacheSeconds);
    // The account's entry, for the next call's MGET (SessionState loads and caches it when missing).
    await this.sessions.account(row.account_id);
    return { entry, accountStatus: row.account_status };
  }

  private async forget(key: string): Promise<void> {
    const cached = this.cacheKey(key);
    await this.redis.client.del(cached);
    setTimeout(() => void this.redis.client.del(cached).catch(() => undefined), SECOND_FORGET_MS).unref();
  }

  private cacheKey(key: string): string {
    return this.redis.key('api-key', key);
  }

  private touch(id: string): void {
    const now = Date.now();
    if (now - (this.touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(id, now);
    // Not awaited: the call goes on; a lost write only leaves lastUsedAt a minute behind.
    void this.repository.noteUse(id).catch(() => this.touched.delete(id));
  }
}
