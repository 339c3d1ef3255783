import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { OtpCodeDto, OtpRequestDto } from './dto/otp.dto.js';
import { OtpRequestResponse, OtpSummaryResponse, OtpVerdictResponse, TestOtpResponse } from './dto/otp-request.response.js';
import { OTP_REQUEST_LIST, OtpListService } from './otp-list.service.js';
import { OtpService } from './otp.service.js';

/** The console's OTP: the OTP list with its totals, and Test OTP (request, resend, verify). */
@ApiTags('otp-requests')
@Controller('api/otp-requests')
export class OtpRequestsController {
  constructor(
    private readonly otp: OtpService,
    private readonly lists: OtpListService,
  ) {}

  @Get()
  @Can('read', 'OtpRequest')
  @ApiList(OTP_REQUEST_LIST, OtpRequestResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, OTP_REQUEST_LIST.resource, await this.lists.list(ctx, query));
  }

  // Before `:id`, which would take "summary" for an id.
  @Get('summary')
  @Can('read', 'OtpRequest')
  @ApiOkResponse({ type: OtpSummaryResponse, description: 'totals over the rows `filter` selects, as the list' })
  summary(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams): Promise<OtpSummaryResponse> {
    return this.lists.summary(ctx, query);
  }

  @Get(':id')
  @Can('read', 'OtpRequest')
  @ApiOkResponse({ type: OtpRequestResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<OtpRequestResponse> {
    return this.lists.get(ctx, id);
  }

  @Post()
  @Can('create', 'OtpRequest')
  @ApiCreatedResponse({ type: TestOtpResponse, description: 'Test OTP: a code sent to the phone (never answered)' })
  async create(@Ctx() ctx: RequestContext, @Body() dto: OtpRequestDto): Promise<TestOtpResponse> {
    const ticket = await this.otp.request(ctx, dto.appId, dto.mobile);
    return { id: ticket.token, ...ticket };
  }

  @Post(':id/resend')
  @HttpCode(200)
  @Can('create', 'OtpRequest')
  @ApiOkResponse({ type: TestOtpResponse })
  async resend(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TestOtpResponse> {
    const ticket = await this.otp.resend(ctx, id);
    return { id: ticket.token, ...ticket };
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Can('update', 'OtpRequest')
  @ApiOkResponse({ type: OtpVerdictResponse })
  verify(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: OtpCodeDto): Promise<OtpVerdictResponse> {
    return this.otp.verify(ctx, id, dto.code);
  }
}
