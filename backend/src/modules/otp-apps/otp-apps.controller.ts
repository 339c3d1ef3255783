import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateOtpAppDto, UpdateOtpAppDto } from './dto/otp-app.dto.js';
import { OtpAppResponse } from './dto/otp-app.response.js';
import { OTP_APP_LIST, OtpAppsService } from './otp-apps.service.js';

/** Otp → configuration: the account's OTP applications. */
@ApiTags('otp-apps')
@Controller('api/otp-apps')
export class OtpAppsController {
  constructor(private readonly apps: OtpAppsService) {}

  @Get()
  @Can('read', 'OtpApp')
  @ApiList(OTP_APP_LIST, OtpAppResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, OTP_APP_LIST.resource, await this.apps.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'OtpApp')
  @ApiOkResponse({ type: OtpAppResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<OtpAppResponse> {
    return this.apps.get(ctx, id);
  }

  @Post()
  @Can('create', 'OtpApp')
  @ApiCreatedResponse({ type: OtpAppResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateOtpAppDto): Promise<OtpAppResponse> {
    return this.apps.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'OtpApp')
  @ApiOkResponse({ type: OtpAppResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateOtpAppDto): Promise<OtpAppResponse> {
    return this.apps.update(ctx, id, dto);
  }

  @Post(':id/rotate-notify-secret')
  @HttpCode(200)
  @Can('update', 'OtpApp')
  @ApiOkResponse({ type: OtpAppResponse, description: 'the app with a new notify secret; the old one stops signing at once' })
  rotateNotifySecret(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<OtpAppResponse> {
    return this.apps.rotateNotifySecret(ctx, id);
  }

  @Delete(':id')
  @Can('delete', 'OtpApp')
  @ApiOkResponse({ type: OtpAppResponse })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<OtpAppResponse> {
    return this.apps.remove(ctx, id);
  }
}
