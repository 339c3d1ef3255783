import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdProperty, TextProperty, TimestampProperty } from '../../common/http/api-properties.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import { WEBHOOK_DELIVERY_LIST, WebhookDeliveriesService } from './webhook-deliveries.service.js';

export class WebhookDeliveryResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String }) couponId: string | null;
  @TextProperty({ description: 'the event id, the same on every try' }) eventId: string;
  @TextProperty({ example: 'coupon.redeem' }) event: string;
  @TextProperty({ example: 'https://shop.example/hooks/coupons' }) url: string;
  @ApiProperty({ type: 'integer', description: '1 for the first try' }) attempt: number;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'the HTTP status answered' }) statusCode: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: 'integer' }) durationMs: number;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

const view = (delivery: WebhookDelivery): WebhookDeliveryResponse => delivery;

/** The delivery log of a coupon's signed callbacks (filter couponId), shown on the coupon. */
@ApiTags('coupons')
@Controller('api/webhook-deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Get()
  @Can('read', 'Coupon')
  @ApiList(WEBHOOK_DELIVERY_LIST, WebhookDeliveryResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.deliveries.list(ctx, query);
    return sendPage(res, WEBHOOK_DELIVERY_LIST.resource, { ...page, rows: page.rows.map(view) });
  }
}
