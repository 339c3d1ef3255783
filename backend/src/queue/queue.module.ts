import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Jobs } from './jobs.js';
import { QUEUES } from './queues.js';
import { redisOptions } from './redis-options.js';

const queues = Object.values(QUEUES).map((name) => ({ name }));

/** Bull on Redis, shared by the API (producers) and the worker (processors); `Jobs` queues every job. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        redis: redisOptions(config),
        prefix: config.queuePrefix,
        // A job whose worker died is found stalled after its lock lapses and handed on; its
        // work is idempotent (deterministic ids, leases, forward-only states), so it may be
        // taken again several times rather than failed.
        settings: { lockDuration: config.queueLockMs, stalledInterval: config.queueLockMs, maxStalledCount: 10 },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  providers: [Jobs],
  exports: [BullModule, Jobs],
})
export class QueueModule {}
