import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { tooManyAttempts } from '../auth/sign-in-limits.js';

/** Calls per coupon page and route a minute: far more than a person makes, few enough to stop a script on one code. */
const PER_TOKEN_PER_MINUTE = 300;

/**
 * The coupon page's routes need no sign-in: calls are counted per client address (as generously
 * as the public API's keys: a shop's counter may sit behind one address) and per coupon token.
 */
@Injectable()
export class PublicCouponThrottleGuard implements CanActivate {
  private readonly perAddress: RateLimiterRedis;
  private readonly perToken: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: AuthRedis) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({ storeClient: redis.client, keyPrefix: redis.key('limit', name), points, duration: 60 });
    this.perAddress = limiter('coupon-page-address', config.apiRateLimitPerMinute);
    this.perToken = limiter('coupon-page-token', PER_TOKEN_PER_MINUTE);
  }

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const request = host.switchToHttp().getRequest<Request>();
    const route = host.getHandler().name;
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const token = typeof request.params.token === 'string' ? request.params.token.slice(0, 16) : '';
    await Promise.all([this.perAddress.consume(address), this.perToken.consume(`${route}:${token}`)]).catch((error: unknown) => {
      if (error instanceof RateLimiterRes) throw tooManyAttempts();
      throw error;
    });
    return true;
  }
}
