import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx, Public } from '../../common/auth/decorators.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { AccountsService, PLAN_CATALOGUE } from './accounts.service.js';
import { UpdateAccountSettingsDto } from './dto/account.dto.js';
import { AccountSettingsResponse, PlanResponse, SwitchableAccountResponse } from './dto/account.response.js';

@ApiTags('account')
@Controller()
export class AccountSettingsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('account-setting/data')
  @Can('read', 'Account')
  @ApiOkResponse({ type: AccountSettingsResponse })
  get(@Ctx() ctx: RequestContext): Promise<AccountSettingsResponse> {
    return this.accounts.getSettings(ctx);
  }

  @Put('account-setting/data')
  @Can('update', 'Account')
  @ApiOkResponse({ type: AccountSettingsResponse })
  update(@Ctx() ctx: RequestContext, @Body() dto: UpdateAccountSettingsDto): Promise<AccountSettingsResponse> {
    return this.accounts.updateSettings(ctx, dto);
  }

  @Get('api/accounts/switchable')
  @Can('read', 'Auth')
  @ApiOkResponse({ type: [SwitchableAccountResponse] })
  switchable(@Ctx() ctx: RequestContext): Promise<SwitchableAccountResponse[]> {
    return this.accounts.switchable(ctx);
  }

  @Get('pricing/data')
  @Public()
  @ApiOkResponse({ type: [PlanResponse] })
  pricing(): PlanResponse[] {
    return PLAN_CATALOGUE;
  }
}
