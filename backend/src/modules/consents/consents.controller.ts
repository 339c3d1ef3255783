import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CONSENT_LIST, ConsentsService } from './consents.service.js';
import { ConsentResponse } from './dto/consent.response.js';

/** The account's consent ledger: read-only, each row written by the person who decided. */
@ApiTags('consents')
@Controller('api/consents')
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Get()
  @Can('read', 'Consent')
  @ApiList(CONSENT_LIST, ConsentResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, CONSENT_LIST.resource, await this.consents.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'Consent')
  @ApiOkResponse({ type: ConsentResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<ConsentResponse> {
    return this.consents.get(ctx, id);
  }
}
