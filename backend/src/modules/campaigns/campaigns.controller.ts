import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ErrorResponse, ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CAMPAIGN_LIST, CampaignsService } from './campaigns.service.js';
import { CampaignInputDto, UpdateCampaignDto } from './dto/campaign.dto.js';
import { CampaignAnalysisResponse, CampaignResponse } from './dto/campaign.response.js';

@ApiTags('campaigns')
@Controller('api/campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Can('read', 'Campaign')
  @ApiList(CAMPAIGN_LIST, CampaignResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, CAMPAIGN_LIST.resource, await this.campaigns.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'Campaign')
  @ApiOkResponse({ type: CampaignResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CampaignResponse> {
    return this.campaigns.get(ctx, id);
  }

  @Post()
  @Can('create', 'Campaign')
  @ApiCreatedResponse({ type: CampaignResponse, description: 'a draft' })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CampaignInputDto): Promise<CampaignResponse> {
    return this.campaigns.create(ctx, dto);
  }

  @Post('analyze')
  @HttpCode(200)
  @Can('create', 'Campaign')
  @ApiOkResponse({
    type: CampaignAnalysisResponse,
    description: 'the confirm step of a campaign not saved: nothing is stored or charged',
  })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorResponse })
  analyzeNew(@Ctx() ctx: RequestContext, @Body() dto: CampaignInputDto): Promise<CampaignAnalysisResponse> {
    return this.campaigns.analyzeNew(ctx, dto);
  }

  @Post('confirm')
  @Can('create', 'Campaign')
  @ApiCreatedResponse({
    type: CampaignResponse,
    description: 'written and confirmed at once, never a draft: scheduled or running',
  })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorResponse })
  createConfirmed(@Ctx() ctx: RequestContext, @Body() dto: CampaignInputDto): Promise<CampaignResponse> {
    return this.campaigns.createConfirmed(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'Campaign')
  @ApiOkResponse({ type: CampaignResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'only a draft changes' })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateCampaignDto): Promise<CampaignResponse> {
    return this.campaigns.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'Campaign')
  @ApiOkResponse({ type: CampaignResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'only a draft is deleted' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CampaignResponse> {
    return this.campaigns.remove(ctx, id);
  }

  @Post(':id/analyze')
  @HttpCode(200)
  @Can('update', 'Campaign')
  @ApiOkResponse({ type: CampaignAnalysisResponse, description: 'the confirm step: nothing is stored or charged' })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorResponse })
  analyze(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CampaignAnalysisResponse> {
    return this.campaigns.analyze(ctx, id);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @Can('update', 'Campaign')
  @ApiOkResponse({ type: CampaignResponse, description: 'one send per coupon made: scheduled or running' })
  @ApiUnprocessableEntityResponse({ type: ValidationErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'confirmed already' })
  confirm(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CampaignResponse> {
    return this.campaigns.confirm(ctx, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Can('update', 'Campaign')
  @ApiOkResponse({ type: CampaignResponse, description: 'cancelled; its scheduled sends called off, their credits back' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'only a scheduled or running campaign is cancelled' })
  cancel(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CampaignResponse> {
    return this.campaigns.cancel(ctx, id);
  }
}
