import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { BLACKLIST_LIST, BlacklistService } from './blacklist.service.js';
import { CreateBlacklistEntryDto } from './dto/blacklist.dto.js';
import { BlacklistResponse } from './dto/blacklist.response.js';

@ApiTags('blacklist')
@Controller('api/blacklist')
export class BlacklistController {
  constructor(private readonly blacklist: BlacklistService) {}

  @Get()
  @Can('read', 'BlacklistEntry')
  @ApiList(BLACKLIST_LIST, BlacklistResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, BLACKLIST_LIST.resource, await this.blacklist.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'BlacklistEntry')
  @ApiOkResponse({ type: BlacklistResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<BlacklistResponse> {
    return this.blacklist.get(ctx, id);
  }

  @Post()
  @Can('create', 'BlacklistEntry')
  @ApiCreatedResponse({ type: BlacklistResponse, description: 'the entry, its number in E.164' })
  // The 409 names the field with a translation key, the same `errors` map as a 422.
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the number is on the account’s blacklist already' })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateBlacklistEntryDto): Promise<BlacklistResponse> {
    return this.blacklist.create(ctx, dto);
  }

  @Delete(':id')
  @Can('delete', 'BlacklistEntry')
  @ApiOkResponse({ type: BlacklistResponse, description: 'the removed entry' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<BlacklistResponse> {
    return this.blacklist.remove(ctx, id);
  }
}
