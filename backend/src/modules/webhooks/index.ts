// The webhooks module's public face: what the worker (or any other process) may use of it.
// Webhook events the worker delivers.
export { WebhookEventsService } from './webhook-events.service.js';
export { WebhooksModule } from './webhooks.module.js';
