import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/template.dto.js';
import { TemplateResponse, TemplateVariablesResponse } from './dto/template.response.js';
import { TEMPLATE_LIST, TemplatesService } from './templates.service.js';

@ApiTags('templates')
@Controller('api/templates')
export class TemplatesController {
  constructor(
    private readonly templates: TemplatesService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Template')
  @ApiList(TEMPLATE_LIST, TemplateResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, TEMPLATE_LIST.resource, await this.templates.list(ctx, query));
  }

  // Before `:id`, which would take "variables" for an id.
  @Get('variables')
  @Can('read', 'Template')
  @ApiOkResponse({ type: TemplateVariablesResponse })
  async variables(@Ctx() ctx: RequestContext): Promise<TemplateVariablesResponse> {
    return { variables: await this.templates.listVariables(ctx) };
  }

  @Get(':id')
  @Can('read', 'Template')
  @ApiOkResponse({ type: TemplateResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TemplateResponse> {
    return this.templates.get(ctx, id);
  }

  @Post()
  @Can('create', 'Template')
  @ApiCreatedResponse({ type: TemplateResponse })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateTemplateDto): Promise<TemplateResponse> {
    return this.templates.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'Template')
  @ApiOkResponse({ type: TemplateResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateTemplateDto): Promise<TemplateResponse> {
    return this.templates.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'Template')
  @ApiOkResponse({ type: TemplateResponse, description: 'the template, now in the Deleted list' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TemplateResponse> {
    return this.templates.remove(ctx, id);
  }

  @Post(':id/copy')
  @Can('create', 'Template')
  @ApiCreatedResponse({ type: TemplateResponse, description: 'the new copy' })
  copy(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TemplateResponse> {
    return this.templates.copy(ctx, id, this.messages.t('app.templates.copyName', ctx.language));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Can('update', 'Template')
  @ApiOkResponse({ type: TemplateResponse, description: 'the template, back in the list' })
  restore(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<TemplateResponse> {
    return this.templates.restore(ctx, id);
  }
}
