import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { streamExport, translateColumns } from '../../common/export/stream-export.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import { Messages } from '../../common/i18n/messages.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { LookupQuery, RedeemCodeDto, UpdateRedemptionDto } from './dto/redemption.dto.js';
import { CodeLookupResponse, RedeemResponse, RedemptionResponse } from './dto/redemption.response.js';
import { idempotencyKeyOf } from '../../common/http/idempotency-key.js';
import { RedemptionsService } from './redemptions.service.js';
import { REDEMPTION_LIST, SaleListService } from './sale-list.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'up to 255 printable characters: a repeat for the same code answers the first redemption and changes nothing',
};

/** Key verification: look a code up, redeem it at a branch, and the sale list of every redemption. */
@ApiTags('redemptions')
@Controller('api/redemptions')
export class RedemptionsController {
  constructor(
    private readonly redemptions: RedemptionsService,
    private readonly sales: SaleListService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Redemption')
  @ApiList(REDEMPTION_LIST, RedemptionResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, REDEMPTION_LIST.resource, await this.sales.list(ctx, query));
  }

  /** The filtered sale list as a file: CSV or XLSX, UTF-8 with a BOM, formula-safe, headers in the caller's language. */
  @Get('export')
  @Can('read', 'Redemption')
  @ApiFileDownload({ filter: 'status, startDate, endDate, couponId, q, branch' })
  async export(@Ctx() ctx: RequestContext, @Query() query: ExportQuery, @Res() res: Response): Promise<void> {
    const { columns, rows } = this.sales.export(ctx, { filter: query.filter, sort: query.sort });
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: 'redemptions',
      columns: translateColumns(columns, this.messages, ctx.language),
      rows,
    });
  }

  @Get('lookup')
  @Can('read', 'Redemption')
  @ApiOkResponse({ type: CodeLookupResponse, description: 'the code’s card; 404 for a code the account does not have' })
  lookup(@Ctx() ctx: RequestContext, @Query() query: LookupQuery): Promise<CodeLookupResponse> {
    return this.sales.lookup(ctx, query.code);
  }

  @Get(':id')
  @Can('read', 'Redemption')
  @ApiOkResponse({ type: RedemptionResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<RedemptionResponse> {
    return this.redemptions.get(ctx, id);
  }

  @Post()
  @HttpCode(200)
  @Can('create', 'Redemption')
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOkResponse({ type: RedeemResponse, description: 'the result from the catalogue, whatever it is' })
  redeem(
    @Ctx() ctx: RequestContext,
    @Body() dto: RedeemCodeDto,
    @Headers('idempotency-key') key: unknown,
  ): Promise<RedeemResponse> {
    return this.redemptions.redeemByStaff(ctx, dto, idempotencyKeyOf(key));
  }

  @Put(':id')
  @Can('update', 'Redemption')
  @ApiOkResponse({ type: RedemptionResponse, description: 'the redemption, voided: its use is back on the code' })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() _dto: UpdateRedemptionDto): Promise<RedemptionResponse> {
    return this.redemptions.void(ctx, id);
  }
}
