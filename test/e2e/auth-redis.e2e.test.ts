import { AuthRedis } from '../../backend/src/common/auth/auth-redis.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { unique } from '../utils/factories.js';

/** Resolves once the client's connection has ended for good (the socket closes after QUIT's answer). */
function ended(redis: AuthRedis): Promise<string> {
  if (redis.client.status === 'end') return Promise.resolve('end');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(redis.client.status), 2_000);
    redis.client.once('end', () => {
      clearTimeout(timer);
      resolve('end');
    });
  });
}

/** The sign-in state's Redis connection: its keys stay under the deployment's prefix, and it closes. */
describe('AuthRedis', () => {
  it("connects where the deployment's Redis is, failing a command after 3 retries rather than waiting", () => {
    const url = new URL(process.env.REDIS_URL!);
    url.pathname = '/5';
    const redis = new AuthRedis(loadConfig({ ...process.env, REDIS_URL: url.toString() }));
    try {
      expect(redis.client.options).toMatchObject({
        host: url.hostname,
        port: Number(url.port || 6379),
        db: 5,
        maxRetriesPerRequest: 3,
      });
    } finally {
      redis.client.disconnect();
    }
  });

  it("keeps its keys under the deployment's prefix and auth", async () => {
    const queuePrefix = unique('deploy');
    const redis = new AuthRedis(loadConfig({ ...process.env, QUEUE_PREFIX: queuePrefix }));
    try {
      expect(redis.prefix).toBe(`${queuePrefix}:auth`);
      expect(redis.key('limit', 'sign-in')).toBe(`${queuePrefix}:auth:limit:sign-in`);
      expect(redis.key()).toBe(`${queuePrefix}:auth`);
      await redis.client.set(redis.key('probe'), '1', 'EX', 10);
      expect(await redis.client.keys(`${queuePrefix}:*`)).toEqual([`${queuePrefix}:auth:probe`]);
      await redis.client.del(redis.key('probe'));
    } finally {
      await redis.onModuleDestroy();
    }
    expect(await ended(redis)).toBe('end');
  });

  it('closes even when the connection is already gone', async () => {
    const redis = new AuthRedis(loadConfig({ ...process.env, QUEUE_PREFIX: unique('deploy') }));
    redis.client.disconnect();
    await expect(redis.onModuleDestroy()).resolves.toBeUndefined();
    expect(await ended(redis)).toBe('end');
  });
});
