import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { sanitizeRichText } from '../../common/validation/rich-text.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { LANDING_PAGE_NAME_MAX, type CreateLandingPageDto, type UpdateLandingPageDto } from './dto/landing-page.dto.js';
import { landingPageView, type LandingPageResponse, type PublicLandingPageResponse } from './dto/landing-page.response.js';
import { LANDING_PAGE_STATUSES, LandingPage } from './landing-page.entity.js';
import { LandingPagesRepository } from './landing-pages.repository.js';
import { authorize } from '../abilities.js';

export const LANDING_PAGE_LIST: ListSpec = {
  resource: 'landing-pages',
  sortable: { landingpage_name: 'page.landingpage_name', status: 'page.status', createdAt: 'page.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  // The specification's filters: name, status, createDate (range).
  filters: {
    q: { kind: 'search', columns: ['page.landingpage_name'] },
    id: { kind: 'uuid', column: 'page.id' },
    status: { kind: 'equals', column: 'page.status', values: LANDING_PAGE_STATUSES },
    createDate: { kind: 'range', column: 'page.createdAt', type: 'date' },
  },
};

/** An account's landing pages, and the public view of an active one. */
@Injectable()
export class LandingPagesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: LandingPagesRepository,
    @InjectTenantRepository(LandingPage) private readonly pages: TenantRepository<LandingPage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<LandingPageResponse>> {
    authorize(ctx, 'read', 'LandingPage');
    const page = await findPage(this.scope(ctx).query('page'), parseListQuery(params, LANDING_PAGE_LIST), LANDING_PAGE_LIST);
    return { ...page, rows: page.rows.map((row) => this.view(row)) };
  }

  async get(ctx: RequestContext, id: string): Promise<LandingPageResponse> {
    authorize(ctx, 'read', 'LandingPage');
    return this.view(await this.scope(ctx).getById(id));
  }

  async create(ctx: RequestContext, dto: CreateLandingPageDto): Promise<LandingPageResponse> {
    authorize(ctx, 'create', 'LandingPage');
    const page = await this.scope(ctx).insert({
      landingpage_name: dto.landingpage_name,
      landingpage_detail: sanitizeRichText(dto.landingpage_detail ?? ''),
      status: dto.status ?? 'draft',
    });
    return this.get(ctx, page.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateLandingPageDto): Promise<LandingPageResponse> {
    authorize(ctx, 'update', 'LandingPage');
    await this.scope(ctx).getById(id);
    const changes = definedOnly(dto);
    if (changes.landingpage_detail !== undefined) changes.landingpage_detail = sanitizeRichText(changes.landingpage_detail);
    if (Object.keys(changes).length) await this.scope(ctx).update(id, changes);
    return this.get(ctx, id);
  }

  /** The page goes; coupons that showed it keep their own design (no foreign key: unbound here). */
  async remove(ctx: RequestContext, id: string): Promise<LandingPageResponse> {
    authorize(ctx, 'delete', 'LandingPage');
    const page = await this.get(ctx, id);
    await this.transactions.run(async (manager) => {
      await this.repository.unbindFromCoupons(manager, page.accountId, id);
      await this.pages.for(ctx, 'acting', manager).delete(id);
    });
    return page;
  }

  /**
   * A draft copy named "<name> (copy)" in the caller's language (`namePattern` is the translation
   * of resources.landing-pages.copyName), cut to fit the name's length.
   */
  async duplicate(ctx: RequestContext, id: string, namePattern: string): Promise<LandingPageResponse> {
    authorize(ctx, 'create', 'LandingPage');
    const source = await this.scope(ctx).getById(id);
    const room = LANDING_PAGE_NAME_MAX - [...namePattern.replace('%{name}', '')].length;
    const name = namePattern.replace('%{name}', () =>
      [...source.landingpage_name].slice(0, Math.max(room, 0)).join('').trimEnd(),
    );
    const copy = await this.scope(ctx).insert({
      landingpage_name: name,
      landingpage_detail: source.landingpage_detail,
      status: 'draft',
    });
    return this.get(ctx, copy.id);
  }

  /** 422 on `field` unless the id is a landing page of the acting account. */
  async assertOwn(ctx: RequestContext, id: string, field = 'landingPageId', manager?: EntityManager): Promise<void> {
    const found = await this.pages.for(ctx, 'acting', manager).query('page').andWhere('page.id = :id', { id }).getExists();
    if (!found) throw new ValidationFailedException({ [field]: 'validation.unknownLandingPage' });
  }

  /** No sign-in: an active page by its id, in any account; 404 for anything else. */
  async publicPage(id: string): Promise<PublicLandingPageResponse> {
    if (!isUUID(id)) throw new NotFoundException('errors.notFound');
    const page = await this.repository.findActivePublic(id);
    if (!page) throw new NotFoundException('errors.notFound');
    return page;
  }

  private view(page: LandingPage): LandingPageResponse {
    return landingPageView(page, this.config.publicUrl);
  }

  private scope(ctx: RequestContext): TenantScope<LandingPage> {
    return this.pages.for(ctx);
  }
}
