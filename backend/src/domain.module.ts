import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { QueueModule } from './queue/queue.module.js';

/**
 * Everything the API and the worker share: configuration, logging, database, queues and
 * the domain modules. Each process adds only its own edge (HTTP controllers or processors).
 */
@Module({})
export class DomainModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DomainModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: config.env !== 'test',
          },
        }),
        DatabaseModule,
        QueueModule,
        UsersModule,
        AccountsModule,
        AuthModule,
      ],
      exports: [ConfigModule, DatabaseModule, QueueModule, UsersModule, AccountsModule, AuthModule],
    };
  }
}
