import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** Calls per page id and route a minute: far more than people make, few enough to stop a script on one page. */
const PER_ID_PER_MINUTE = 300;

/**
 * Limits a signed-out page's JSON (`/api/public/…/:id`) as the coupon page's is: per client
 * address as generously as the public API's keys (a carrier's many phones may share one address)
 * and per id. Counted in Redis across API processes.
 */
@Injectable()
export class PublicThrottleGuard implements CanActivate {
  private readonly perAddress: RateLimiterRedis;
  private readonly perId: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: AuthRedis) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({ storeClient: redis.client, keyPrefix: redis.key('limit', name), points, duration: 60 });
    this.perAddress = limiter('public-page-address', config.apiRateLimitPerMinute);
    this.perId = limiter('public-page-id', PER_ID_PER_MINUTE);
  }

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const request = host.switchToHttp().getRequest<Request>();
    const route = `${host.getClass().name}.${host.getHandler().name}`;
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const id = typeof request.params.id === 'string' ? request.params.id.slice(0, 36) : '';
    await Promise.all([this.perAddress.consume(address), this.perId.consume(`${route}:${id}`)]).catch((error: unknown) => {
      if (error instanceof RateLimiterRes) throw new HttpException('errors.tooManyRequests', HttpStatus.TOO_MANY_REQUESTS);
      throw error;
    });
    return true;
  }
}
