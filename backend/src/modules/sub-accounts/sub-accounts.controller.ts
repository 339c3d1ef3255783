import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ApiConflict } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { SUB_ACCOUNT_LIST } from '../accounts/accounts.service.js';
import { CreateSubAccountDto, UpdateSubAccountDto } from '../accounts/dto/account.dto.js';
import { SubAccountResponse } from '../accounts/dto/account.response.js';
import { SubAccountsService } from './sub-accounts.service.js';

@ApiTags('sub-accounts')
@Controller('api/sub-accounts')
export class SubAccountsController {
  constructor(private readonly subAccounts: SubAccountsService) {}

  @Get()
  @Can('read', 'SubAccount')
  @ApiList(SUB_ACCOUNT_LIST, SubAccountResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, SUB_ACCOUNT_LIST.resource, await this.subAccounts.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'SubAccount')
  @ApiOkResponse({ type: SubAccountResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SubAccountResponse> {
    return this.subAccounts.get(ctx, id);
  }

  @Post()
  @Can('create', 'SubAccount')
  @ApiCreatedResponse({ type: SubAccountResponse })
  @ApiConflict()
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateSubAccountDto): Promise<SubAccountResponse> {
    return this.subAccounts.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'SubAccount')
  @ApiOkResponse({ type: SubAccountResponse })
  @ApiConflict()
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateSubAccountDto): Promise<SubAccountResponse> {
    return this.subAccounts.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'SubAccount')
  @ApiOkResponse({ type: SubAccountResponse, description: 'the removed sub-account' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SubAccountResponse> {
    return this.subAccounts.remove(ctx, id);
  }
}
