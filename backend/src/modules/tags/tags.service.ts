import { Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CreateTagDto, UpdateTagDto } from './dto/tag.dto.js';
import { Tag } from './tag.entity.js';
import { authorize } from '../abilities.js';

export const TAG_LIST: ListSpec = {
  resource: 'tags',
  sortable: { name: 'tag.name', createdAt: 'tag.createdAt' },
  defaultSort: ['name', 'ASC'],
  filters: { q: { kind: 'search', columns: ['tag.name'] }, id: { kind: 'uuid', column: 'tag.id' } },
};

/** The tags of an account; who carries them is the people module's (person_tags). */
@Injectable()
export class TagsService {
  constructor(
    @InjectTenantRepository(Tag) private readonly tags: TenantRepository<Tag>,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<Tag>> {
    authorize(ctx, 'read', 'Tag');
    return findPage(this.scope(ctx).query('tag'), parseListQuery(params, TAG_LIST), TAG_LIST);
  }

  async get(ctx: RequestContext, id: string): Promise<Tag> {
    authorize(ctx, 'read', 'Tag');
    return this.scope(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreateTagDto): Promise<Tag> {
    authorize(ctx, 'create', 'Tag');
    await this.assertNameFree(ctx, dto.name);
    const tag = await this.scope(ctx).insert({ name: dto.name });
    return this.get(ctx, tag.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateTagDto): Promise<Tag> {
    authorize(ctx, 'update', 'Tag');
    await this.scope(ctx).getById(id);
    if (dto.name !== undefined) {
      await this.assertNameFree(ctx, dto.name, id);
      await this.scope(ctx).update(id, { name: dto.name });
    }
    return this.get(ctx, id);
  }

  /** The tag goes, and with it (cascade) every person's mark of it; the people stay. */
  async remove(ctx: RequestContext, id: string): Promise<Tag> {
    authorize(ctx, 'delete', 'Tag');
    const tag = await this.scope(ctx).getById(id);
    await this.scope(ctx).delete(id);
    return tag;
  }

  private async assertNameFree(ctx: RequestContext, name: string, exceptId?: string): Promise<void> {
    const qb = this.scope(ctx).query('tag').andWhere('lower(tag.name) = lower(:name)', { name });
    if (exceptId) qb.andWhere('tag.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw new ConflictFieldsException({ name: 'validation.tagNameInUse' });
  }

  private scope(ctx: RequestContext): TenantScope<Tag> {
    return this.tags.for(ctx);
  }
}
