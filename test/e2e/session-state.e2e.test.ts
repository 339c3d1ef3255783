import { DataSource } from 'typeorm';
import { AuthRedis } from '../../backend/src/common/auth/auth-redis.js';
import { SessionState } from '../../backend/src/common/auth/session-state.js';
import { SessionStateRepository } from '../../backend/src/common/auth/session-state.repository.js';
import { Transactions } from '../../backend/src/database/transactions.js';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount } from '../utils/factories.js';

/**
 * Each process keeps the guard's session state for a few seconds; a change forgotten in one
 * process reaches the others at once (SessionState's channel). `other` plays a second API
 * process: its own Redis connections, the same database and Redis.
 */
describe('session state kept in each process', () => {
  let t: TestApp;
  let other: SessionState;
  let otherRedis: AuthRedis;
  beforeAll(async () => {
    t = await bootApp();
    const config = t.app.get<AppConfig>(APP_CONFIG);
    otherRedis = new AuthRedis(config);
    other = new SessionState(config, otherRedis, t.app.get(SessionStateRepository), t.app.get(Transactions));
  });
  afterAll(async () => {
    await other.onModuleDestroy();
    await otherRedis.onModuleDestroy();
    await t.close();
  });

  const statusIn = async (sessions: SessionState, userId: string) => (await sessions.lookup(userId, [])).user?.status;
  const setStatus = (userId: string, status: string) =>
    t.app.get(DataSource).query(`UPDATE users SET status = $2 WHERE id = $1`, [userId, status]);
  /** The database changes behind the caches' back: Redis no longer has the user, memory may. */
  const changeBehind = async (userId: string, status: string) => {
    const redis = t.app.get(AuthRedis);
    await setStatus(userId, status);
    await redis.client.del(redis.key('user', userId));
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (const started = Date.now(); Date.now() - started < 2000; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (await check()) return;
    }
    throw new Error(`${what} did not happen within 2 s`);
  };

  it('reads from memory, and forgets at once what another process forgets', async () => {
    const me = await registerAccount(t.http);
    // Only a state kept in memory is the old one.
    const changedBehind = async () => {
      await changeBehind(me.userId, 'inactive');
      return statusIn(other, me.userId);
    };
    // The other process listens once it has connected; from then on it keeps what it reads.
    await until(async () => {
      await other.forgetUsers([me.userId]);
      await setStatus(me.userId, 'active');
      await statusIn(other, me.userId);
      const kept = (await changedBehind()) === 'active';
      await setStatus(me.userId, 'active');
      return kept;
    }, 'keeping the state in memory');
    // Every forget is repeated a second later (SECOND_FORGET_MS): let those pass.
    await new Promise((resolve) => setTimeout(resolve, 1200));

    expect(await statusIn(other, me.userId)).toBe('active');
    expect(await changedBehind()).toBe('active');
    // This process forgets the user, as a deactivation does: the other one reads it again.
    await t.app.get(SessionState).forgetUsers([me.userId]);
    await until(async () => (await statusIn(other, me.userId)) === 'inactive', 'the other process seeing the change');
    await t.http.get('/profile/data').set(me.auth).expect(401);
  });

  it('keeps a state 5 s at most, and drops what it kept when its channel is lost', async () => {
    const me = await registerAccount(t.http);
    const keptInMemory = async () => {
      await until(async () => {
        await other.forgetUsers([me.userId]);
        await changeBehind(me.userId, 'active');
        await statusIn(other, me.userId);
        await changeBehind(me.userId, 'inactive');
        return (await statusIn(other, me.userId)) === 'active';
      }, 'keeping the state in memory');
      await new Promise((resolve) => setTimeout(resolve, 1200)); // the repeated forget (SECOND_FORGET_MS)
      await changeBehind(me.userId, 'active');
      await statusIn(other, me.userId);
      await changeBehind(me.userId, 'inactive');
      expect(await statusIn(other, me.userId)).toBe('active');
    };

    await keptInMemory();
    // Six seconds later the memory is stale: Redis (here missing, so the database) is read again.
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 6000);
    try {
      expect(await statusIn(other, me.userId)).toBe('inactive');
    } finally {
      later.mockRestore();
    }

    await keptInMemory();
    // The channel's connection drops: forgets sent meanwhile would be missed, so nothing kept
    // is trusted any more.
    (other as unknown as { subscriber: { disconnect(reconnect: boolean): void } }).subscriber.disconnect(true);
    await until(async () => (await statusIn(other, me.userId)) === 'inactive', 'the kept state dropped');
  });
});
