import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ExportQuery } from '../../common/export/export.query.js';
import { streamExport, translateColumns } from '../../common/export/stream-export.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdProperty, TextProperty, TimestampProperty } from '../../common/http/api-properties.js';
import { Messages } from '../../common/i18n/messages.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { COUPON_CODE_STATUSES, type CouponCode, type CouponCodeStatus } from './coupon-code.entity.js';
import { COUPON_CODE_LIST, CouponCodesService } from './coupon-codes.service.js';
import { ApiFileDownload } from '../../common/export/api-file-download.decorator.js';

export class CouponCodeResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @IdProperty() couponId: string;
  @TextProperty({ example: 'NY7KQ2PX' }) code: string;
  @ApiProperty({ enum: COUPON_CODE_STATUSES, enumName: 'CouponCodeStatus' }) status: CouponCodeStatus;
  @ApiProperty({ type: 'integer', description: 'times redeemed' }) redeemed: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the recipient it was given to (E.164)' }) mobile:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'its page: `/c/<token>`' }) token: string | null;
  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true }) broadcastId: string | null;
  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true }) campaignId: string | null;
  @ApiPropertyOptional({ format: 'date-time', type: String, nullable: true }) issuedAt: Date | null;
  @ApiPropertyOptional({ format: 'date-time', type: String, nullable: true }) openedAt: Date | null;
  @ApiPropertyOptional({ format: 'date-time', type: String, nullable: true }) expiresAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

const view = ({ coupon: _coupon, ...code }: CouponCode): CouponCodeResponse => code;

/** A coupon's codes on its detail page: searchable by their start, exportable. */
@ApiTags('coupons')
@Controller('api/coupon-codes')
export class CouponCodesController {
  constructor(
    private readonly codes: CouponCodesService,
    private readonly messages: Messages,
  ) {}

  @Get()
  @Can('read', 'Coupon')
  @ApiList(COUPON_CODE_LIST, CouponCodeResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.codes.list(ctx, query);
    return sendPage(res, COUPON_CODE_LIST.resource, { ...page, rows: page.rows.map(view) });
  }

  /** The filtered codes as a file: CSV or XLSX, UTF-8 with a BOM, formula-safe, headers in the caller's language. */
  @Get('export')
  @Can('read', 'Coupon')
  @ApiFileDownload({ filter: 'couponId, q, status' })
  async export(@Ctx() ctx: RequestContext, @Query() query: ExportQuery, @Res() res: Response): Promise<void> {
    const { columns, rows } = this.codes.export(ctx, { filter: query.filter, sort: query.sort });
    await streamExport(res, {
      format: query.format,
      language: ctx.language,
      filename: 'coupon-codes',
      columns: translateColumns(columns, this.messages, ctx.language),
      rows,
    });
  }
}
