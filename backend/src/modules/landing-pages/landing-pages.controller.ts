import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateLandingPageDto, UpdateLandingPageDto } from './dto/landing-page.dto.js';
import { LandingPageResponse } from './dto/landing-page.response.js';
import { LANDING_PAGE_LIST, LandingPagesService } from './landing-pages.service.js';

@ApiTags('landing-pages')
@Controller('api/landing-pages')
export class LandingPagesController {
  constructor(
    private readonly pages: LandingPagesService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'LandingPage')
  @ApiList(LANDING_PAGE_LIST, LandingPageResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, LANDING_PAGE_LIST.resource, await this.pages.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'LandingPage')
  @ApiOkResponse({ type: LandingPageResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<LandingPageResponse> {
    return this.pages.get(ctx, id);
  }

  @Post()
  @Can('create', 'LandingPage')
  @ApiCreatedResponse({ type: LandingPageResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateLandingPageDto): Promise<LandingPageResponse> {
    return this.pages.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'LandingPage')
  @ApiOkResponse({ type: LandingPageResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateLandingPageDto): Promise<LandingPageResponse> {
    return this.pages.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'LandingPage')
  @ApiOkResponse({ type: LandingPageResponse, description: 'the page; coupons that showed it no longer do' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<LandingPageResponse> {
    return this.pages.remove(ctx, id);
  }

  @Post(':id/duplicate')
  @Can('create', 'LandingPage')
  @ApiCreatedResponse({ type: LandingPageResponse, description: 'the copy: "<name> (copy)" in the caller’s language, a draft' })
  duplicate(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<LandingPageResponse> {
    return this.pages.duplicate(ctx, id, this.messages.t('resources.landing-pages.copyName', ctx.language));
  }
}
