import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module.js';
import { DeliveryService } from './delivery.service.js';
import { MessageOutcomes } from './message-outcomes.js';
import { MessagePartitions } from './message-partitions.js';
import { MessagesRepository } from './messages.repository.js';
import { ProgressFolder } from './progress-folder.service.js';
import { ProgressRepository } from './progress.repository.js';
import { ReceiptsService } from './receipts.service.js';

/** The delivery pipeline's writes, for the worker: no controllers, no request context. */
@Module({
  imports: [CreditsModule],
  providers: [
    DeliveryService,
    ReceiptsService,
    MessagePartitions,
    ProgressFolder,
    MessageOutcomes,
    MessagesRepository,
    ProgressRepository,
  ],
  exports: [DeliveryService, ReceiptsService, MessagePartitions, ProgressFolder, MessageOutcomes],
})
export class DeliveryModule {}
