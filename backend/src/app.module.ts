import { Module, type DynamicModule } from '@nestjs/common';
import { I18nModule } from './common/i18n/i18n.module.js';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { SendersModule } from './modules/senders/senders.module.js';
import { TemplatesModule } from './modules/templates/templates.module.js';
import { UsersModule } from './modules/users/users.module.js';

/** The HTTP API: the shared core plus the HTTP edge (controllers, guard, limiter, messages). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), I18nModule.forRoot(config), UsersModule, AccountsModule, AuthModule, HealthModule, SendersModule, TemplatesModule],
    };
  }
}
