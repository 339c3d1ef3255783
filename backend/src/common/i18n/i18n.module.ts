import { Global, Module, type DynamicModule } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { Messages } from './messages.js';

/** The locale messages, for the API only: the worker answers no HTTP request. */
@Global()
@Module({})
export class I18nModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: I18nModule,
      providers: [{ provide: Messages, useValue: new Messages(join(config.appRoot, 'locales')) }],
      exports: [Messages],
    };
  }
}
