import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateSenderDto, RejectSenderDto } from './dto/sender.dto.js';
import { SenderResponse, UsableSendersResponse } from './dto/sender.response.js';
import { SENDER_LIST, SendersService } from './senders.service.js';

const NOT_PENDING = { type: ValidationErrorResponse, description: 'the request was already approved or rejected' };

@ApiTags('senders')
@Controller('api/senders')
export class SendersController {
  constructor(private readonly senders: SendersService) {}

  @Get()
  @Can('read', 'Sender')
  @ApiList(SENDER_LIST, SenderResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, SENDER_LIST.resource, await this.senders.list(ctx, query));
  }

  // Before `:id`, which would take "usable" for an id.
  @Get('usable')
  @Can('read', 'Sender')
  @ApiOkResponse({ type: UsableSendersResponse })
  async usable(@Ctx() ctx: RequestContext): Promise<UsableSendersResponse> {
    return { names: await this.senders.usableNames(ctx) };
  }

  @Get(':id')
  @Can('read', 'Sender')
  @ApiOkResponse({ type: SenderResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SenderResponse> {
    return this.senders.get(ctx, id);
  }

  @Post()
  @Can('create', 'Sender')
  @ApiCreatedResponse({ type: SenderResponse, description: 'the request, pending' })
  // The 409 names the field with a translation key, the same `errors` map as a 422.
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'the account already asked for this name (any case)' })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateSenderDto): Promise<SenderResponse> {
    return this.senders.create(ctx, dto);
  }

  @Delete(':id')
  @Can('delete', 'Sender')
  @ApiOkResponse({ type: SenderResponse, description: 'the withdrawn request or removed name' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SenderResponse> {
    return this.senders.remove(ctx, id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Can('update', 'SenderApproval')
  @ApiOkResponse({ type: SenderResponse })
  @ApiUnprocessableEntityResponse(NOT_PENDING)
  approve(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<SenderResponse> {
    return this.senders.approve(ctx, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Can('update', 'SenderApproval')
  @ApiOkResponse({ type: SenderResponse })
  @ApiUnprocessableEntityResponse(NOT_PENDING)
  reject(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: RejectSenderDto): Promise<SenderResponse> {
    return this.senders.reject(ctx, id, dto);
  }
}
