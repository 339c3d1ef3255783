import { BadRequestException, Injectable } from '@nestjs/common';
import type { QueryDeepPartialEntity } from 'typeorm';
import { ConflictFieldsException } from '../../common/http/conflicts.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { parseGroupRules } from '../people/people-list.js';
import type { CreateGroupDto, UpdateGroupDto } from './dto/group.dto.js';
import { Group, GROUP_KINDS } from './group.entity.js';
import { authorize } from '../abilities.js';

export const GROUP_LIST: ListSpec = {
  resource: 'groups',
  sortable: { name: 'group.name', createdAt: 'group.createdAt' },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: { kind: 'search', columns: ['group.name'] },
    id: { kind: 'uuid', column: 'group.id' },
    kind: { kind: 'equals', column: 'group.kind', values: GROUP_KINDS },
  },
};

/** The groups of an account; who is in them is the people module's (group_members, or the rules). */
@Injectable()
export class GroupsService {
  constructor(@InjectTenantRepository(Group) private readonly groups: TenantRepository<Group>) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<Group>> {
    authorize(ctx, 'read', 'Group');
    return findPage(this.scope(ctx).query('group'), parseListQuery(params, GROUP_LIST), GROUP_LIST);
  }

  get(ctx: RequestContext, id: string): Promise<Group> {
    authorize(ctx, 'read', 'Group');
    return this.scope(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreateGroupDto): Promise<Group> {
    authorize(ctx, 'create', 'Group');
    const kind = dto.kind ?? 'static';
    await this.assertNameFree(ctx, dto.name);
    const group = await this.scope(ctx).insert({ name: dto.name, kind, rules: kind === 'dynamic' ? checkRules(dto.rules ?? {}) : null });
    return this.get(ctx, group.id);
  }

  async update(ctx: RequestContext, id: string, dto: UpdateGroupDto): Promise<Group> {
    authorize(ctx, 'update', 'Group');
    const group = await this.scope(ctx).getById(id);
    const changes: { name?: string; rules?: Record<string, unknown> } = {};
    if (dto.name !== undefined) {
      await this.assertNameFree(ctx, dto.name, id);
      changes.name = dto.name;
    }
    if (dto.rules !== undefined && group.kind === 'dynamic') changes.rules = checkRules(dto.rules ?? {});
    if (Object.keys(changes).length) await this.scope(ctx).update(id, changes as QueryDeepPartialEntity<Group>);
    return this.get(ctx, id);
  }

  /** The group goes; its people stay (their memberships go with it, by cascade). */
  async remove(ctx: RequestContext, id: string): Promise<Group> {
    authorize(ctx, 'delete', 'Group');
    const group = await this.scope(ctx).getById(id);
    await this.scope(ctx).delete(id);
    return group;
  }

  private async assertNameFree(ctx: RequestContext, name: string, exceptId?: string): Promise<void> {
    const qb = this.scope(ctx).query('group').andWhere('lower(group.name) = lower(:name)', { name });
    if (exceptId) qb.andWhere('group.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw new ConflictFieldsException({ name: 'validation.groupNameInUse' });
  }

  private scope(ctx: RequestContext): TenantScope<Group> {
    return this.groups.for(ctx);
  }
}

/** A dynamic group's rules as the people list would read them; anything else is a 422 on `rules`. */
function checkRules(rules: Record<string, unknown>): Record<string, unknown> {
  try {
    return parseGroupRules(rules);
  } catch (error) {
    if (error instanceof BadRequestException) throw new ValidationFailedException({ rules: 'validation.groupRules' });
    throw error;
  }
}
