import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { redisOptions } from '../../queue/redis-options.js';

/**
 * The Redis connection of sign-in state shared by every API process: cached session state,
 * rate limits and the refresh grace window. Keys live under the deployment's prefix.
 */
@Injectable()
export class AuthRedis implements OnModuleDestroy {
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new Redis({ ...redisOptions(config), maxRetriesPerRequest: 3 });
    this.prefix = `${config.queuePrefix}:auth`;
  }

  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
