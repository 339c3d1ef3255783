import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CouponCallbacksService } from './coupon-callbacks.service.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { webhooksFeature } from './webhooks.feature.js';
import { WebhooksRepository } from './webhooks.repository.js';

/** Calls owed to customers' URLs: written by the modules that owe them, sent by the worker, logged. */
@Module({
  imports: [TypeOrmModule.forFeature([...webhooksFeature.entities])],
  providers: [
    CouponCallbacksService,
    WebhookEventsService,
    WebhookDeliveriesService,
    WebhooksRepository,
    provideTenantRepository(WebhookDelivery),
  ],
  exports: [CouponCallbacksService, WebhookEventsService, WebhookDeliveriesService],
})
export class WebhooksModule {}
