import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { CoreModule } from '../../backend/src/core.module.js';
import { SecretsModule } from '../../backend/src/modules/auth/secrets.module.js';
import { SendingModule } from '../../backend/src/modules/broadcasts/sending.module.js';
import { ChannelsModule } from '../../backend/src/modules/channels/channels.module.js';
import { DeliveryModule } from '../../backend/src/modules/messages/delivery.module.js';
import { UploadsModule } from '../../backend/src/modules/uploads/uploads.module.js';
import { IdempotencyModule } from '../../backend/src/modules/public-api/idempotency.module.js';
import { OtpAppsModule } from '../../backend/src/modules/otp-apps/otp-apps.module.js';
import { ImportsModule } from '../../backend/src/modules/imports/imports.module.js';
import { ReportsModule } from '../../backend/src/modules/reports/reports.module.js';
import { CampaignsModule } from '../../backend/src/modules/campaigns/campaigns.module.js';
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
import { MaintenanceProcessor } from './processors/maintenance.processor.js';
import { WebhookProcessor } from './processors/webhook.processor.js';
import { WebhookDispatcher } from './processors/webhook-dispatcher.js';
import { WebhooksModule } from '../../backend/src/modules/webhooks/webhooks.module.js';
import { CouponsModule } from '../../backend/src/modules/coupons/coupons.module.js';
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
      imports: [CoreModule.forRoot(config), SecretsModule, SendingModule, DeliveryModule, ChannelsModule, UploadsModule, IdempotencyModule, OtpAppsModule, ImportsModule, ReportsModule, WebhooksModule, CouponsModule, CampaignsModule],
      providers: [
        MaintenanceProcessor,
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
