import {
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { MongoAbility } from '@casl/ability';
import { abilityFor, type Subject } from '../abilities.js';
import { type Action } from '../../common/auth/roles.js';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import { REQUIRED_ABILITY, type RequestWithContext } from '../../common/auth/decorators.js';
import { pickLanguage } from '../../common/i18n/messages.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { KEY_PATTERN } from './api-key-secrets.js';
import { ApiKeysService } from './api-keys.service.js';

/** What a public API call may do: an operator's grants (send, read messages, OTP). */
export const API_KEY_ROLE = 'operator' as const;
const MAX_HEADER = 512;

/**
 * The public API's authentication: `Authorization: Basic base64(key:secret)`. Anything else,
 * a wrong secret, a revoked key or an account that is not active answers 401 and nothing more.
 * The key's calls per minute are counted (429 beyond API_RATE_LIMIT_PER_MINUTE) and the route's
 * ability checked, as the console's guard does for people.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;
  /** The same for every key: made once. */
  private ability: MongoAbility | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: AuthRedis,
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: redis.key('limit', 'api-key'),
      points: config.apiRateLimitPerMinute,
      duration: 60,
    });
  }

  async canActivate(host: ExecutionContext): Promise<boolean> {
    const request = host.switchToHttp().getRequest<RequestWithContext>();
    const credentials = basicCredentials(request.headers.authorization);
    // The key is checked and its call counted at once (one round trip to each store, side by
    // side); calls with a wrong secret count too, which slows guessing a known key's secret.
    const [caller, allowed] = credentials
      ? await Promise.all([this.keys.authenticate(credentials.key, credentials.secret), this.count(credentials.key)])
      : [null, true];
    if (!caller) throw new UnauthorizedException(credentials ? 'errors.apiKeyInvalid' : 'errors.apiKeyMissing');
    // A key acts in its own account only.
    const header = request.headers['x-account-id'];
    if (header !== undefined && header !== caller.accountId) throw new NotFoundException('errors.accountUnavailable');
    if (!allowed) throw new HttpException('errors.tooManyRequests', HttpStatus.TOO_MANY_REQUESTS);
    const ability = (this.ability ??= abilityFor(API_KEY_ROLE));
    request.context = {
      userId: caller.keyId,
      apiKeyId: caller.keyId,
      role: API_KEY_ROLE,
      homeAccountId: caller.accountId,
      accountId: caller.accountId,
      scopeAccountIds: [caller.accountId],
      ability,
      language: pickLanguage(request.headers['accept-language']),
    };
    const required = this.reflector.getAllAndOverride<{ action: Action; subject: Subject }>(REQUIRED_ABILITY, [
      host.getHandler(),
      host.getClass(),
    ]);
    if (required && ability.cannot(required.action, required.subject))
      throw new HttpException('errors.forbidden', HttpStatus.FORBIDDEN);
    return true;
  }

  /** False once the key's calls of this minute are spent; only well-formed keys are counted. */
  private async count(key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) return true;
    return this.limiter.consume(key).then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      },
    );
  }
}

/** `Basic base64(key:secret)`, read strictly: anything else is no credential at all. */
export function basicCredentials(header: unknown): { key: string; secret: string } | null {
  if (typeof header !== 'string' || header.length > MAX_HEADER) return null;
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
