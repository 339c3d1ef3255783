import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { CoreModule } from '../../backend/src/core.module.js';
import { SecretsModule } from '../../backend/src/modules/auth/index.js';
import { SendingModule } from '../../backend/src/modules/broadcasts/index.js';
import { ChannelsModule } from '../../backend/src/modules/channels/index.js';
import { DeliveryModule } from '../../backend/src/modules/messages/index.js';
import { UploadsModule } from '../../backend/src/modules/uploads/index.js';
import { IdempotencyModule } from '../../backend/src/modules/public-api/index.js';
import { OtpAppsModule } from '../../backend/src/modules/otp-apps/index.js';
import { ImportsModule } from '../../backend/src/modules/imports/index.js';
import { ReportsModule } from '../../backend/src/modules/reports/index.js';
import { CampaignsModule } from '../../backend/src/modules/campaigns/index.js';
import { GamePrizesModule } from '../../backend/src/modules/games/index.js';
import { ChunkSender } from './delivery/chunk-sender.js';
import { SmsPriorityProcessor, SmsProcessor } from './delivery/chunk.processors.js';
import { DeliveryScheduler } from './delivery/delivery-scheduler.js';
import { DlrProcessor } from './delivery/dlr.processor.js';
import { OtpProcessor } from './delivery/otp.processor.js';
import { FanoutProcessor } from './delivery/fanout.processor.js';
import { Gateways } from './delivery/gateways.js';
import { ProgressFolding } from './delivery/progress-folding.js';
import { ReceiptBatcher } from './delivery/receipt-batcher.js';
import { WorkerHealth } from './health/worker-health.js';
import { GamePrizeProcessor } from './processors/game-prize.processor.js';
import { MaintenanceProcessor } from './processors/maintenance.processor.js';
import { WebhookProcessor } from './processors/webhook.processor.js';
import { WebhookDispatcher } from './processors/webhook-dispatcher.js';
import { WebhooksModule } from '../../backend/src/modules/webhooks/index.js';
import { CouponsModule } from '../../backend/src/modules/coupons/index.js';
import { ImportProcessor } from './processors/import.processor.js';
import { ReportProcessor } from './processors/report.processor.js';

/**
 * The worker process: the shared core, the domain services its processors call and the
 * processors. No HTTP edge: no controllers, guard, limiter, JWT or locale messages.
 */
@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        CoreModule.forRoot(config),
        SecretsModule,
        SendingModule,
        DeliveryModule,
        ChannelsModule,
        UploadsModule,
        IdempotencyModule,
        OtpAppsModule,
        ImportsModule,
        ReportsModule,
        WebhooksModule,
        CouponsModule,
        CampaignsModule,
        GamePrizesModule,
      ],
      providers: [
        MaintenanceProcessor,
        GamePrizeProcessor,
        WorkerHealth,
        FanoutProcessor,
        SmsProcessor,
        SmsPriorityProcessor,
        ChunkSender,
        Gateways,
        ReceiptBatcher,
        DeliveryScheduler,
        ProgressFolding,
        DlrProcessor,
        OtpProcessor,
        WebhookProcessor,
        WebhookDispatcher,
        ImportProcessor,
        ReportProcessor,
      ],
    };
  }
}
