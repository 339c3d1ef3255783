import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can, Ctx } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { AccountsService, SUB_ACCOUNT_LIST } from './accounts.service.js';
import { CreateSubAccountDto, UpdateSubAccountDto } from './dto/account.dto.js';

@ApiTags('sub-accounts')
@ApiBearerAuth()
@Controller('api/sub-accounts')
export class SubAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @Can('read', 'SubAccount')
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, SUB_ACCOUNT_LIST.resource, await this.accounts.listSubAccounts(ctx, query));
  }

  @Get(':id')
  @Can('read', 'SubAccount')
  get(@Ctx() ctx: RequestContext, @IdParam() id: string) {
    return this.accounts.getSubAccount(ctx, id);
  }

  @Post()
  @Can('create', 'SubAccount')
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateSubAccountDto) {
    return this.accounts.createSubAccount(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'SubAccount')
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateSubAccountDto) {
    return this.accounts.updateSubAccount(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'SubAccount')
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string) {
    return this.accounts.removeSubAccount(ctx, id);
  }
}
