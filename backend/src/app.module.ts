import { Module, type DynamicModule } from '@nestjs/common';
import { I18nModule } from './common/i18n/i18n.module.js';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { FEATURES } from './modules/features.js';
import { HealthModule } from './modules/health/health.module.js';

/**
 * The HTTP API: the shared core plus the HTTP edge (controllers, guard, limiter, messages).
 * Each module's HTTP edge comes from its feature (`api`), so adding a module to FEATURES is
 * all the API needs.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const edges = FEATURES.flatMap((feature) => (feature.api ? [feature.api().then((module) => ({ module }))] : []));
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), I18nModule.forRoot(config), HealthModule, ...edges],
    };
  }
}
