import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { QueueModule } from './queue/queue.module.js';

/**
 * What every process shares: configuration, logging, database and queues. The API adds the
 * HTTP edge (AppModule), the worker its processors and the few services they call
 * (WorkersModule): neither loads the other's part.
 */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
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
      ],
      exports: [ConfigModule, DatabaseModule, QueueModule],
    };
  }
}
