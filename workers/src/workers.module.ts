import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { DomainModule } from '../../backend/src/domain.module.js';
import { MaintenanceProcessor } from './processors/maintenance.processor.js';

/** The worker process: the backend's domain modules plus the queue processors. */
@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkersModule, imports: [DomainModule.forRoot(config)], providers: [MaintenanceProcessor] };
  }
}
