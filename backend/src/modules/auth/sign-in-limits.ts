import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const FAILURE_WINDOW_SECONDS = 15 * 60;

export function tooManyAttempts(): HttpException {
  return new HttpException('errors.tooManyRequests', HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Limits on guessing passwords, kept in Redis so that they hold across API processes:
 * calls per client address and sign-in route, wrong passwords per account (whatever the
 * address), and wrong current passwords per signed-in user (password and e-mail change).
 */
@Injectable()
export class SignInLimits {
  private readonly perAddress: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly perUser: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: AuthRedis) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis.client, keyPrefix: redis.key('limit', name), points, duration });
    this.perAddress = limiter('address', config.authRateLimitPerMinute, 60);
    this.perAccount = limiter('account', config.authFailedLoginsPerAccount, FAILURE_WINDOW_SECONDS);
    this.perUser = limiter('password-check', config.authFailedPasswordChecks, FAILURE_WINDOW_SECONDS);
  }

  /** Counts one call of a sign-in route from a client address; 429 beyond the limit. */
  async callFrom(route: string, address: string): Promise<void> {
    await this.perAddress.consume(`${route}:${address}`).catch(rethrowLimit);
  }

  /** Before any password is hashed: 429 while an account has had too many wrong passwords. */
  assertLoginAllowed(identifier: string): Promise<void> {
    return this.assertOpen(this.perAccount, identifier);
  }

  loginFailed(identifier: string): Promise<void> {
    return this.fail(this.perAccount, identifier);
  }

  async loginSucceeded(identifier: string): Promise<void> {
    await this.perAccount.delete(identifier);
  }

  assertPasswordCheckAllowed(userId: string): Promise<void> {
    return this.assertOpen(this.perUser, userId);
  }

  passwordCheckFailed(userId: string): Promise<void> {
    return this.fail(this.perUser, userId);
  }

  async passwordCheckSucceeded(userId: string): Promise<void> {
    await this.perUser.delete(userId);
  }

  private async assertOpen(limiter: RateLimiterRedis, key: string): Promise<void> {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) throw tooManyAttempts();
  }

  private async fail(limiter: RateLimiterRedis, key: string): Promise<void> {
    // Rejection only means the limit is now reached; the next attempt is refused by assertOpen.
    await limiter.consume(key).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }
}

function rethrowLimit(error: unknown): never {
  if (error instanceof RateLimiterRes) throw tooManyAttempts();
  throw error;
}
