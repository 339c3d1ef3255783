import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { API_KEY_LIST, ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto, UpdateApiKeyDto } from './dto/api-key.dto.js';
import { ApiKeyResponse, ApiKeyWithSecretResponse } from './dto/api-key.response.js';

/** Config API: credentials of the public API (`/api/v1/`, Basic key:secret). */
@ApiTags('api-keys')
@Controller('api/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @Can('read', 'ApiKey')
  @ApiList(API_KEY_LIST, ApiKeyResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, API_KEY_LIST.resource, await this.keys.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'ApiKey')
  @ApiOkResponse({ type: ApiKeyResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ApiKeyResponse> {
    return this.keys.get(ctx, id);
  }

  @Post()
  @Can('create', 'ApiKey')
  @ApiCreatedResponse({ type: ApiKeyWithSecretResponse, description: 'the secret, this once' })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateApiKeyDto): Promise<ApiKeyWithSecretResponse> {
    return this.keys.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'ApiKey')
  @ApiOkResponse({ type: ApiKeyResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateApiKeyDto): Promise<ApiKeyResponse> {
    return this.keys.update(ctx, id, dto);
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @Can('update', 'ApiKey')
  @ApiOkResponse({ type: ApiKeyWithSecretResponse, description: 'a new secret, this once; the old one stops at once' })
  rotate(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ApiKeyWithSecretResponse> {
    return this.keys.rotate(ctx, id);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @Can('update', 'ApiKey')
  @ApiOkResponse({ type: ApiKeyResponse, description: 'the key, revoked: its calls answer 401 from now on' })
  revoke(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ApiKeyResponse> {
    return this.keys.revoke(ctx, id);
  }

  @Delete(':id')
  @Can('delete', 'ApiKey')
  @ApiOkResponse({ type: ApiKeyResponse })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ApiKeyResponse> {
    return this.keys.remove(ctx, id);
  }
}
