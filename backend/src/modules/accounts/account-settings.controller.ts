import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Can, Ctx, Public } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { AccountsService, PLAN_CATALOGUE } from './accounts.service.js';
import { UpdateAccountSettingsDto } from './dto/account.dto.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller()
export class AccountSettingsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('account-setting/data')
  @Can('read', 'Account')
  get(@Ctx() ctx: RequestContext) {
    return this.accounts.getSettings(ctx);
  }

  @Put('account-setting/data')
  @Can('update', 'Account')
  update(@Ctx() ctx: RequestContext, @Body() dto: UpdateAccountSettingsDto) {
    return this.accounts.updateSettings(ctx, dto);
  }

  @Get('api/accounts/switchable')
  @Can('read', 'Auth')
  switchable(@Ctx() ctx: RequestContext) {
    return this.accounts.switchable(ctx);
  }

  @Get('pricing/data')
  @Public()
  pricing() {
    return PLAN_CATALOGUE;
  }
}
