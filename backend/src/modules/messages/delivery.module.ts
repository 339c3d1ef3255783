import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module.js';
import { DeliveryService } from './delivery.service.js';
import { MessagePartitions } from './message-partitions.js';
import { ReceiptsService } from './receipts.service.js';

/** The delivery pipeline's writes, for the worker: no controllers, no request context. */
@Module({
  imports: [CreditsModule],
  providers: [DeliveryService, ReceiptsService, MessagePartitions],
  exports: [DeliveryService, ReceiptsService, MessagePartitions],
})
export class DeliveryModule {}
