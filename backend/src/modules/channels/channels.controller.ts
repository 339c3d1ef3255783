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
import { CHANNEL_LIST, ChannelsService } from './channels.service.js';
import { CreateChannelDto, UpdateChannelDto } from './dto/channel.dto.js';
import { ChannelResponse } from './dto/channel.response.js';

/** Channel List: gateway settings per account, for back-office staff. */
@ApiTags('channels')
@Controller('api/channels')
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

  @Get()
  @Can('read', 'Channel')
  @ApiList(CHANNEL_LIST, ChannelResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, CHANNEL_LIST.resource, await this.channels.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'Channel')
  @ApiOkResponse({ type: ChannelResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ChannelResponse> {
    return this.channels.get(ctx, id);
  }

  @Post()
  @Can('create', 'Channel')
  @ApiCreatedResponse({ type: ChannelResponse })
  @ApiConflict()
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateChannelDto): Promise<ChannelResponse> {
    return this.channels.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'Channel')
  @ApiOkResponse({ type: ChannelResponse })
  @ApiConflict()
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateChannelDto): Promise<ChannelResponse> {
    return this.channels.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'Channel')
  @ApiOkResponse({ type: ChannelResponse })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ChannelResponse> {
    return this.channels.remove(ctx, id);
  }
}
