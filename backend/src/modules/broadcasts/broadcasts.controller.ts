import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { BROADCAST_LIST, BroadcastsService } from './broadcasts.service.js';
import { BroadcastInputDto } from './dto/broadcast.dto.js';
import { AnalysisResponse, BroadcastCreatedResponse, BroadcastResponse } from './dto/broadcast.response.js';

@ApiTags('broadcasts')
@Controller('api/broadcasts')
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Get()
  @Can('read', 'Broadcast')
  @ApiList(BROADCAST_LIST, BroadcastResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, BROADCAST_LIST.resource, await this.broadcasts.list(ctx, query));
  }

  @Post('analyze')
  @HttpCode(200)
  @Can('create', 'Broadcast')
  @ApiOkResponse({ type: AnalysisResponse, description: 'the figures of the analyze page; nothing is stored or charged' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  analyze(@Ctx() ctx: RequestContext, @Body() dto: BroadcastInputDto): Promise<AnalysisResponse> {
    return this.broadcasts.analyze(ctx, dto);
  }

  @Post()
  @Can('create', 'Broadcast')
  @ApiCreatedResponse({ type: BroadcastCreatedResponse, description: 'confirmed: credits reserved, sending or scheduled' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: BroadcastInputDto): Promise<BroadcastCreatedResponse> {
    return this.broadcasts.create(ctx, dto);
  }

  @Get(':id')
  @Can('read', 'Broadcast')
  @ApiOkResponse({ type: BroadcastResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<BroadcastResponse> {
    return this.broadcasts.get(ctx, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Can('update', 'Broadcast')
  @ApiOkResponse({ type: BroadcastResponse, description: 'the cancelled send; its credits went back' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'only a scheduled send can be cancelled' })
  cancel(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<BroadcastResponse> {
    return this.broadcasts.cancel(ctx, id);
  }
}
