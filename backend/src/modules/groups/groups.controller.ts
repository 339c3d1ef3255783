import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { Page } from '../../common/http/list-query.js';
import { MembershipsService } from '../people/memberships.service.js';
import { CreateGroupDto, UpdateGroupDto } from './dto/group.dto.js';
import { GroupResponse } from './dto/group.response.js';
import type { Group } from './group.entity.js';
import { GROUP_LIST, GroupsService } from './groups.service.js';

/** Groups come from the groups module, their member counts from the people module, which says who is in them. */

@ApiTags('groups')
@Controller('api/groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
  ) {}

  @Get()
  @Can('read', 'Group')
  @ApiList(GROUP_LIST, GroupResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page: Page<Group> = await this.groups.list(ctx, query);
    return sendPage(res, GROUP_LIST.resource, { ...page, rows: await this.withCounts(ctx, page.rows) });
  }

  @Get(':id')
  @Can('read', 'Group')
  @ApiOkResponse({ type: GroupResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<GroupResponse> {
    return this.one(ctx, await this.groups.get(ctx, id));
  }

  @Post()
  @Can('create', 'Group')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a group of this name exists in the account (any case)' })
  @ApiCreatedResponse({ type: GroupResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateGroupDto): Promise<GroupResponse> {
    return this.one(ctx, await this.groups.create(ctx, dto));
  }

  @Put(':id')
  @Can('update', 'Group')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a group of this name exists in the account (any case)' })
  @ApiOkResponse({ type: GroupResponse })
  async update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateGroupDto): Promise<GroupResponse> {
    return this.one(ctx, await this.groups.update(ctx, id, dto));
  }

  @Delete(':id')
  @Can('delete', 'Group')
  @ApiOkResponse({ type: GroupResponse, description: 'the group; its people stay' })
  async remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<GroupResponse> {
    const group = await this.get(ctx, id);
    await this.groups.remove(ctx, id);
    return group;
  }

  private async one(ctx: RequestContext, group: Group): Promise<GroupResponse> {
    return (await this.withCounts(ctx, [group]))[0];
  }

  private async withCounts(ctx: RequestContext, groups: Group[]): Promise<GroupResponse[]> {
    const counts = await this.memberships.groupCounts(ctx, groups);
    return groups.map(({ id, accountId, name, kind, rules, createdAt, updatedAt }) => {
      const { count, capped } = counts.get(id) ?? { count: 0, capped: false };
      return { id, accountId, name, kind, rules, memberCount: count, memberCountCapped: capped, createdAt, updatedAt };
    });
  }
}
