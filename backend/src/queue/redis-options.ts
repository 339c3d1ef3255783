import type { RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/** Connection options for Bull and health checks: a unix socket (npm start) or a URL. */
export function redisOptions(config: AppConfig): RedisOptions {
  if (config.redis.socketPath) return { path: config.redis.socketPath };
  const url = new URL(config.redis.url!);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}
