import { defineFeature } from '../../common/feature/feature.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEvent } from './webhook-event.entity.js';

/** The log of signed calls to customers' URLs; read through the resource that made them (a coupon). */
export const webhooksFeature = defineFeature({
  name: 'webhooks',
  api: () => import('./webhooks-api.module.js').then((m) => m.WebhooksApiModule),
  entities: [WebhookEvent, WebhookDelivery],
  grants: {},
});
