import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import type { OtpApp } from '../otp-apps/otp-app.entity.js';

/** Sends to one phone in any 10 minutes (fixed windows), whatever the app's daily caps. */
export const SENDS_PER_PHONE_PER_10_MIN = 5;
const TEN_MINUTES_S = 600;
const DAY_S = 86_400;
const ICT_OFFSET_MS = 7 * 3_600_000;

/** 429 `over_limit_usage`: a send cap is reached (the result the specification names). */
export function overLimit(): HttpException {
  return new HttpException({ code: 'over_limit_usage', message: 'errors.otpOverLimit' }, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * The SMS-pumping guards of OTP sends, counted in Redis across API processes: per phone per
 * 10 minutes, per phone per Bangkok day, per application per Bangkok day. Each send counts,
 * refused ones too, so hammering a closed limit keeps it closed.
 */
@Injectable()
export class OtpLimits {
  constructor(private readonly redis: AuthRedis) {}

  async countSend(app: OtpApp, mobile: string, now = new Date()): Promise<void> {
    const day = new Date(now.getTime() + ICT_OFFSET_MS).toISOString().slice(0, 10);
    const window = Math.floor(now.getTime() / (TEN_MINUTES_S * 1000));
    const counts = await Promise.all([
      this.increment(this.redis.key('otp', 'phone10', app.accountId, mobile, String(window)), TEN_MINUTES_S),
      this.increment(this.redis.key('otp', 'phoneday', app.id, mobile, day), DAY_S),
      this.increment(this.redis.key('otp', 'appday', app.id, day), DAY_S),
    ]);
    if (counts[0] > SENDS_PER_PHONE_PER_10_MIN || counts[1] > app.dailyCapPerPhone || counts[2] > app.dailyCap) throw overLimit();
  }

  private async increment(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.redis.client.multi().incr(key).expire(key, ttlSeconds, 'NX').exec();
    const [error, value] = results?.[0] ?? [new Error('no answer from Redis'), 0];
    if (error) throw error;
    return Number(value);
  }
}
