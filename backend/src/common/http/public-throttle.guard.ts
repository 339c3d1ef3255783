import {
  applyDecorators,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../auth/auth-redis.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** Calls per page key and route a minute: far more than people make, few enough to stop a script on one page. */
const PER_KEY_PER_MINUTE = 300;
/** Bounds the Redis key whatever the caller puts in the URL (ids are 36 characters, tokens 12). */
const KEY_LENGTH = 36;
const PAGE_PARAM = 'public-throttle:param';

/**
 * Limits a signed-out page's JSON (`/api/public/…/:id`, the coupon page's `:token`): per client
 * address as generously as the public API's keys (a carrier's many phones, or a shop's counter,
 * may share one address) and per page key and route. Each controller has its own address budget.
 * Counted in Redis across API processes.
 */
@Injectable()
export class PublicThrottleGuard implements CanActivate {
  private readonly perAddress: RateLimiterRedis;
  private readonly perKey: RateLimiterRedis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: AuthRedis,
    private readonly reflector: Reflector,
  ) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({ storeClient: redis.client, keyPrefix: redis.key('limit', name), points, duration: 60 });
    this.perAddress = limiter('public-page-address', config.apiRateLimitPerMinute);
    this.perKey = limiter('public-page-id', PER_KEY_PER_MINUTE);
  }

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const request = host.switchToHttp().getRequest<Request>();
    const page = host.getClass().name;
    const source = this.reflector.getAllAndOverride<string>(PAGE_PARAM, [host.getHandler(), host.getClass()]) ?? 'id';
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const body = (request.body ?? {}) as Record<string, unknown>;
    // A body key may name several fields, the first one sent counting (`body.phone,playToken`);
    // hashed, so that a long value is bounded without two values sharing a start sharing a budget.
    const fromBody = source.startsWith('body.')
      ? source
          .slice('body.'.length)
          .split(',')
          .map((field) => body[field])
          .find((value) => typeof value === 'string')
      : undefined;
    const value = source.startsWith('body.') ? fromBody : source ? request.params[source] : undefined;
    const key =
      typeof value !== 'string'
        ? ''
        : fromBody === undefined
          ? value.slice(0, KEY_LENGTH)
          : createHash('sha256').update(value).digest('base64url');
    await Promise.all([
      this.perAddress.consume(`${page}:${address}`),
      ...(source ? [this.perKey.consume(`${page}.${host.getHandler().name}:${key}`)] : []),
    ]).catch((error: unknown) => {
      if (error instanceof RateLimiterRes) throw new HttpException('errors.tooManyRequests', HttpStatus.TOO_MANY_REQUESTS);
      throw error;
    });
    return true;
  }
}

/**
 * Throttles a public controller or route with {@link PublicThrottleGuard}, keyed by the route
 * parameter `param`, by a body field (`body.phone`, or the first sent of several:
 * `body.phone,playToken`), or by the client address alone (`''`: a
 * page that many people open at once, such as a popular game).
 */
export const PublicThrottle = (param = 'id') => applyDecorators(SetMetadata(PAGE_PARAM, param), UseGuards(PublicThrottleGuard));
