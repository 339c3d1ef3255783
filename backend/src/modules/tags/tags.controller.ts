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
import { CreateTagDto, UpdateTagDto } from './dto/tag.dto.js';
import { TagResponse } from './dto/tag.response.js';
import type { Tag } from './tag.entity.js';
import { TAG_LIST, TagsService } from './tags.service.js';

/** Tags come from the tags module, their member counts from the people module, which says who carries them. */

@ApiTags('tags')
@Controller('api/tags')
export class TagsController {
  constructor(
    private readonly tags: TagsService,
    private readonly memberships: MembershipsService,
  ) {}

  @Get()
  @Can('read', 'Tag')
  @ApiList(TAG_LIST, TagResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page: Page<Tag> = await this.tags.list(ctx, query);
    return sendPage(res, TAG_LIST.resource, { ...page, rows: await this.withCounts(ctx, page.rows) });
  }

  @Get(':id')
  @Can('read', 'Tag')
  @ApiOkResponse({ type: TagResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TagResponse> {
    return this.one(ctx, await this.tags.get(ctx, id));
  }

  @Post()
  @Can('create', 'Tag')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a tag of this name exists in the account (any case)' })
  @ApiCreatedResponse({ type: TagResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateTagDto): Promise<TagResponse> {
    return this.one(ctx, await this.tags.create(ctx, dto));
  }

  @Put(':id')
  @Can('update', 'Tag')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a tag of this name exists in the account (any case)' })
  @ApiOkResponse({ type: TagResponse })
  async update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateTagDto): Promise<TagResponse> {
    return this.one(ctx, await this.tags.update(ctx, id, dto));
  }

  @Delete(':id')
  @Can('delete', 'Tag')
  @ApiOkResponse({ type: TagResponse, description: 'the tag, taken off every person' })
  async remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TagResponse> {
    const tag = await this.get(ctx, id);
    await this.tags.remove(ctx, id);
    return tag;
  }

  private async one(ctx: RequestContext, tag: Tag): Promise<TagResponse> {
    return (await this.withCounts(ctx, [tag]))[0];
  }

  private async withCounts(ctx: RequestContext, tags: Tag[]): Promise<TagResponse[]> {
    const counts = await this.memberships.tagCounts(
      ctx,
      tags.map((tag) => tag.id),
    );
    return tags.map(({ id, accountId, name, createdAt, updatedAt }) => ({ id, accountId, name, memberCount: counts.get(id) ?? 0, createdAt, updatedAt }));
  }
}
