import { DataSource } from 'typeorm';
import { AuthRedis } from '../../backend/src/common/auth/auth-redis.js';
import { SessionState } from '../../backend/src/common/auth/session-state.js';
import { SessionStateRepository } from '../../backend/src/common/auth/session-state.repository.js';
import { Transactions } from '../../backend/src/database/transactions.js';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount } from '../utils/factories.js';

/**
 * The guard's session state lives in Redis only, shared by every API process: a change forgotten
 * in one process is read by the others on their very next request. `other` plays a second API
 * process: its own Redis connection, the same database and Redis.
 */
describe('session state shared by every process', () => {
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
    await otherRedis.onModuleDestroy();
    await t.close();
  });

  const statusIn = async (sessions: SessionState, userId: string) => (await sessions.lookup(userId, [])).user?.status;
  const setStatus = (userId: string, status: string) =>
    t.app.get(DataSource).query(`UPDATE users SET status = $2 WHERE id = $1`, [userId, status]);

  it('reads the cached state until it is forgotten, then the database, in every process at once', async () => {
    const me = await registerAccount(t.http);
    expect(await statusIn(other, me.userId)).toBe('active');
    // Changed behind the cache's back: both processes still read the cached state.
    await setStatus(me.userId, 'inactive');
    expect(await statusIn(other, me.userId)).toBe('active');
    await t.http.get('/profile/data').set(me.auth).expect(200);
    // One process forgets it, as a deactivation does: the other reads the change on its next call.
    await t.app.get(SessionState).forgetUsers([me.userId]);
    expect(await statusIn(other, me.userId)).toBe('inactive');
    await t.http.get('/profile/data').set(me.auth).expect(401);
  });

  it('forgets again a second later, so a fill that raced the change does not outlive it', async () => {
    const me = await registerAccount(t.http);
    const redis = t.app.get(AuthRedis);
    const key = redis.key('user', me.userId);
    await setStatus(me.userId, 'inactive');
    await other.forgetUsers([me.userId]);
    // A process that read the user before the change stores the old state after the forget.
    await redis.client.set(key, JSON.stringify({ status: 'active' }), 'EX', 60);
    expect(await redis.client.get(key)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await redis.client.get(key)).toBeNull();
    expect(await statusIn(other, me.userId)).toBe('inactive');
  });
});
