import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './app-config.js';
import { Messages } from '../common/i18n/messages.js';
import { join } from 'node:path';

/** Provides the validated configuration and the locale messages to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Messages, useValue: new Messages(join(config.appRoot, 'locales')) },
      ],
      exports: [APP_CONFIG, Messages],
    };
  }
}
