import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { CoreModule } from '../../backend/src/core.module.js';
import { SecretsModule } from '../../backend/src/modules/auth/secrets.module.js';
import { WorkerHealth } from './health/worker-health.js';
import { MaintenanceProcessor } from './processors/maintenance.processor.js';

/**
 * The worker process: the shared core, the domain services its processors call and the
 * processors. No HTTP edge: no controllers, guard, limiter, JWT or locale messages.
 */
@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [CoreModule.forRoot(config), SecretsModule],
      providers: [MaintenanceProcessor, WorkerHealth],
    };
  }
}
