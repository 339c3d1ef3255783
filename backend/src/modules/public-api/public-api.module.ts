import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BroadcastsModule } from '../broadcasts/broadcasts.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { IdempotencyModule } from './idempotency.module.js';
import { SmsController } from './sms.controller.js';

/** `/api/v1/`: the public API for customers' own systems, authenticated by API keys (docs/public-api.md). */
@Module({ imports: [ApiKeysModule, MessagesModule, BroadcastsModule, IdempotencyModule], controllers: [SmsController] })
export class PublicApiModule {}
