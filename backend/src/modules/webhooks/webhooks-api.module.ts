import { Module } from '@nestjs/common';
import { WebhookDeliveriesController } from './webhook-deliveries.controller.js';
import { WebhooksModule } from './webhooks.module.js';

/** The HTTP edge of the callbacks' delivery log. */
@Module({ imports: [WebhooksModule], controllers: [WebhookDeliveriesController] })
export class WebhooksApiModule {}
