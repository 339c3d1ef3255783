import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { DomainModule } from './domain.module.js';
import { HealthModule } from './modules/health/health.module.js';

/** The HTTP API: the shared domain plus what only the API serves. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [DomainModule.forRoot(config), HealthModule] };
  }
}
