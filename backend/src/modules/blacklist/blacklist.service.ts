import { ConflictException, Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { whereMobileMatches } from '../../common/http/mobile-search.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { InjectTenantRepository, TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { BlacklistRepository } from './blacklist.repository.js';
import { BLACKLIST_REASONS, BlacklistEntry, type BlacklistReason } from './blacklist.entity.js';
import type { CreateBlacklistEntryDto } from './dto/blacklist.dto.js';
import type { BlacklistResponse } from './dto/blacklist.response.js';
import { authorize } from '../abilities.js';

export const BLACKLIST_LIST: ListSpec = {
  resource: 'blacklist',
  sortable: { createdAt: 'entry.createdAt', mobile: 'entry.mobile', reason: 'entry.reason' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    // Validated and documented as a search; matched by BlacklistService.search, not by ILIKE.
    q: { kind: 'search', columns: ['entry.mobile'] },
    id: { kind: 'uuid', column: 'entry.id' },
    reason: { kind: 'equals', column: 'entry.reason', values: BLACKLIST_REASONS },
    createdAt: { kind: 'range', column: 'entry.createdAt', type: 'date' },
  },
};

const UNIQUE_MOBILE = 'uq_blacklist_account_mobile';

/** Whose blacklist holds a number: the account's own (first, when both do) or its parent's. */
export type BlacklistList = 'own' | 'parent';

export function toBlacklistView(entry: BlacklistEntry): BlacklistResponse {
  return {
    id: entry.id,
    accountId: entry.accountId,
    mobile: entry.mobile,
    reason: entry.reason,
    source: entry.source,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

/** The 409 of a number the account has blocked already, whether found first or lost in a race. */
function alreadyBlacklisted(): ConflictException {
  return new ConflictException({ message: 'validation.alreadyBlacklisted', errors: { mobile: 'validation.alreadyBlacklisted' } });
}

@Injectable()
export class BlacklistService {
  constructor(
    private readonly repository: BlacklistRepository,
    @InjectTenantRepository(BlacklistEntry) private readonly entries: TenantRepository<BlacklistEntry>,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<BlacklistResponse>> {
    authorize(ctx, 'read', 'BlacklistEntry');
    const query = parseListQuery(params, BLACKLIST_LIST);
    const { q, ...filter } = query.filter;
    const qb = this.scope(ctx).query('entry');
    if (typeof q === 'string' && q.trim() !== '') whereMobileMatches(qb, 'entry.mobile', q);
    const page = await findPage(qb, { ...query, filter }, BLACKLIST_LIST);
    return { ...page, rows: page.rows.map(toBlacklistView) };
  }

  /** An entry of the acting account; 404 for another account's. */
  async get(ctx: RequestContext, id: string): Promise<BlacklistResponse> {
    authorize(ctx, 'read', 'BlacklistEntry');
    return toBlacklistView(await this.scope(ctx).getById(id));
  }

  /** Blocks a number, stored in E.164 whatever its writing; 409 when the account blocks it already. */
  async create(ctx: RequestContext, dto: CreateBlacklistEntryDto): Promise<BlacklistResponse> {
    authorize(ctx, 'create', 'BlacklistEntry');
    // The DTO accepted it as a Thai mobile, so it normalises.
    const mobile = normalizeThaiMobile(dto.mobile)!;
    try {
      const entry = await this.scope(ctx).insert({ mobile, reason: dto.reason ?? 'manual', source: dto.source ?? null });
      return toBlacklistView(entry);
    } catch (error) {
      // The unique index decides, so two requests for one number at once give one 201 and one 409.
      const { code, constraint } = (error instanceof QueryFailedError ? error.driverError : {}) as {
        code?: string;
        constraint?: string;
      };
      if (code === '23505' && constraint === UNIQUE_MOBILE) throw alreadyBlacklisted();
      throw error;
    }
  }

  /** Unblocks a number; answers the entry as it was. */
  async remove(ctx: RequestContext, id: string): Promise<BlacklistResponse> {
    authorize(ctx, 'delete', 'BlacklistEntry');
    const scope = this.scope(ctx);
    const entry = await scope.getById(id);
    await scope.delete(id);
    return toBlacklistView(entry);
  }

  /**
   * Blocks many numbers (E.164) at once, one statement; numbers already blocked stay as they
   * were. Answers how many were added. For other modules' bulk actions (the people list).
   */
  async addMany(ctx: RequestContext, mobiles: string[], reason: BlacklistReason, source: string | null): Promise<number> {
    authorize(ctx, 'create', 'BlacklistEntry');
    if (!mobiles.length) return 0;
    return this.repository.addMany(ctx.accountId, [...new Set(mobiles)], reason, source);
  }

  /**
   * The account's blacklist as it stands, in a few characters: its number of rows and its newest
   * row. Numbers are only added and removed, so a list that changed has another version.
   */
  async version(ctx: RequestContext): Promise<string> {
    const row = await this.repository.sizeOf(await this.listsOf(ctx.accountId));
    return `${row?.rows ?? 0}:${row?.newest ? new Date(row.newest).toISOString() : ''}`;
  }

  /**
   * The numbers (E.164) among `mobiles` that the account blocks, each with whose list holds it
   * (its own, or its parent's: listsOf). The send path of every module asks this, whoever sends:
   * no ability check, the blacklist only ever removes recipients.
   */
  async blockedAmong(ctx: RequestContext, mobiles: string[]): Promise<Map<string, BlacklistList>> {
    if (!mobiles.length) return new Map();
    const rows = await this.repository.blockedAmong(await this.listsOf(ctx.accountId), mobiles, ctx.accountId);
    return new Map(rows.map((row) => [row.mobile, row.own ? 'own' : 'parent']));
  }

  /**
   * The blacklists a send of the account obeys: its own, and its parent's unless the parent
   * turned that off for it (`inherit_parent_blacklist`, docs/people.md).
   */
  private async listsOf(accountId: string): Promise<string[]> {
    const parentId = await this.repository.inheritedParentOf(accountId);
    return parentId ? [accountId, parentId] : [accountId];
  }

  /** The blacklist is the acting account's own (the send path reads it the same way). */
  private scope(ctx: RequestContext): TenantScope<BlacklistEntry> {
    return this.entries.for(ctx);
  }
}
