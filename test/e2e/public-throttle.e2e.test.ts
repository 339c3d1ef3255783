import { HttpException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { AuthRedis } from '../../backend/src/common/auth/auth-redis.js';
import { PublicThrottle, PublicThrottleGuard } from '../../backend/src/common/http/public-throttle.guard.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { unique } from '../utils/factories.js';

/**
 * The budgets of the signed-out pages, one by one, against the real Redis: which calls share a
 * budget and which do not. The e2e suites of the pages (landing-pages, redemptions) check that
 * the guard is on their routes; this one checks its keys.
 */
describe('PublicThrottleGuard', () => {
  const ADDRESS_BUDGET = 5;
  let redis: AuthRedis;
  let guard: PublicThrottleGuard;

  // Two pages, each with two routes; the coupon page is keyed by its token.
  class LandingPage {
    show() {}
    submit() {}
  }
  class CouponPage {
    show() {}
  }
  PublicThrottle()(LandingPage);
  PublicThrottle('token')(CouponPage);

  const config = loadConfig({
    ...process.env,
    QUEUE_PREFIX: unique('throttle'),
    API_RATE_LIMIT_PER_MINUTE: String(ADDRESS_BUDGET),
  });
  beforeAll(() => (redis = new AuthRedis(config)));
  // A guard per test, on the same Redis: the budgets live there, so they carry over between tests.
  beforeEach(() => (guard = new PublicThrottleGuard(config, redis, new Reflector())));

  afterAll(async () => {
    const keys = await redis.client.keys(`${redis.prefix}:*`);
    if (keys.length) await redis.client.del(...keys);
    await redis.onModuleDestroy();
  });

  type Page = { name: string; prototype: object };

  /** The guard's view of a request to `route` of `page`. */
  function hostOf(page: Page, route: string, request: object): ExecutionContext {
    return {
      switchToHttp: () => ({ getRequest: () => request }),
      getClass: () => page,
      getHandler: () => (page.prototype as Record<string, unknown>)[route],
    } as unknown as ExecutionContext;
  }

  function call(page: Page, route: string, params: Record<string, unknown>, ip?: string) {
    return guard.canActivate(hostOf(page, route, { ip, socket: { remoteAddress: ip ? undefined : '10.9.9.9' }, params }));
  }

  async function refused(attempt: Promise<boolean>): Promise<number | null> {
    return attempt.then(
      () => null,
      (error: unknown) => (error instanceof HttpException ? error.getStatus() : -1),
    );
  }

  it('gives each client address its budget per page, and 429 past it', async () => {
    const ip = `10.0.0.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < ADDRESS_BUDGET; i++) await expect(call(LandingPage, 'show', { id: unique() }, ip)).resolves.toBe(true);
    await expect(call(LandingPage, 'show', { id: unique() }, ip)).rejects.toMatchObject({ message: 'errors.tooManyRequests' });
    // The page's other route shares the address budget; another page and another address do not.
    expect(await refused(call(LandingPage, 'submit', { id: unique() }, ip))).toBe(429);
    await expect(call(CouponPage, 'show', { token: unique() }, ip)).resolves.toBe(true);
    await expect(call(LandingPage, 'show', { id: unique() }, `${ip}1`)).resolves.toBe(true);
  });

  it('counts a caller without a known address under its socket address', async () => {
    const params = () => ({ id: unique() });
    for (let i = 0; i < ADDRESS_BUDGET; i++) await call(LandingPage, 'submit', params());
    expect(await refused(call(LandingPage, 'submit', params()))).toBe(429);
    // The budget spent is that of the socket's address, not one shared by every unknown caller.
    expect(await refused(call(LandingPage, 'submit', params(), '10.9.9.9'))).toBe(429);
    await expect(call(LandingPage, 'submit', params(), '10.9.9.8')).resolves.toBe(true);
  });

  it("gives each page key 300 calls a minute per route, whatever the callers' addresses", async () => {
    const id = unique('page');
    const calls = Array.from({ length: 300 }, (_, i) => call(LandingPage, 'show', { id }, `10.1.${i >> 8}.${i & 255}`));
    await expect(Promise.all(calls)).resolves.toHaveLength(300);
    expect(await refused(call(LandingPage, 'show', { id }, '10.2.0.1'))).toBe(429);
    // The same key on the page's other route, and on another page, has a budget of its own.
    await expect(call(LandingPage, 'submit', { id }, '10.2.0.2')).resolves.toBe(true);
    await expect(call(CouponPage, 'show', { token: id }, '10.2.0.3')).resolves.toBe(true);
  });

  it('keys a page by the parameter it names, cut to 36 characters', async () => {
    // Tokens that differ only past the 36th character are one key: a long value cannot mint budgets.
    const token = unique('token').padEnd(36, 'x');
    const calls = Array.from({ length: 300 }, (_, i) =>
      call(CouponPage, 'show', { token: `${token}${i}`, id: unique() }, `10.3.${i >> 8}.${i & 255}`),
    );
    await Promise.all(calls);
    expect(await refused(call(CouponPage, 'show', { token: `${token}more`, id: unique() }, '10.4.0.1'))).toBe(429);
    // The id is not the coupon page's key: a fresh token passes whatever the id.
    await expect(call(CouponPage, 'show', { token: unique(), id: 'same' }, '10.4.0.2')).resolves.toBe(true);
  });

  it('keys every call without a usable key alike, so it cannot dodge the budget', async () => {
    // A route parameter is a string; whatever else arrives counts under one empty key.
    const odd = [{}, { id: ['a'] }, { id: 42 }];
    const calls = Array.from({ length: 300 }, (_, i) => call(LandingPage, 'submit', odd[i % 3], `10.6.${i >> 8}.${i & 255}`));
    await Promise.all(calls);
    for (const params of odd) expect(await refused(call(LandingPage, 'submit', params, '10.7.0.1'))).toBe(429);
  });

  it("counts under the limiters' own keys in Redis, one per budget", async () => {
    await call(LandingPage, 'show', { id: 'k' }, '10.8.0.1');
    const keys = await redis.client.keys(`${redis.prefix}:limit:*`);
    expect(keys).toContainEqual(expect.stringMatching(/:limit:public-page-address:LandingPage:10\.8\.0\.1$/));
    expect(keys).toContainEqual(expect.stringMatching(/:limit:public-page-id:LandingPage\.show:k$/));
  });

  it('answers a Redis failure as itself, not as a refusal', async () => {
    const config = loadConfig({ ...process.env, QUEUE_PREFIX: unique('throttle') });
    const broken = new AuthRedis(config);
    broken.client.disconnect();
    const failing = new PublicThrottleGuard(config, broken, new Reflector());
    const host = hostOf(LandingPage, 'show', { ip: '10.5.0.1', socket: {}, params: { id: 'x' } });
    const error = await failing.canActivate(host).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(HttpException);
  });
});
