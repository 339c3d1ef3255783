import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { QUEUES } from './queues.js';
import { redisOptions } from './redis-options.js';

const queues = Object.values(QUEUES).map((name) => ({ name }));

/** Bull on Redis, shared by the API (producers) and the worker (processors). */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ redis: redisOptions(config), prefix: config.queuePrefix }),
    }),
    BullModule.registerQueue(...queues),
  ],
  exports: [BullModule],
})
export class QueueModule {}
