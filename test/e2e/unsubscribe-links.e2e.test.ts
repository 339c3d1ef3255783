import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UnsubscribeService } from '../../backend/src/modules/blacklist/unsubscribe.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, unique } from '../utils/factories.js';

/**
 * The opt-out links of SMS (`/u/<code>`): a code cannot be worked out from what others know (the
 * account's id, a number), and the page is throttled. The whole path through a send is
 * test/workers/people-sending.test.ts's.
 */
describe('unsubscribe links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('gives a code keyed with a server secret: the account id and the number are not enough to forge it', async () => {
    const shop = await registerAccount(t.http);
    const mobile = '+66812345671';
    const unsubscribe = t.app.get(UnsubscribeService);
    await unsubscribe.remember(shop.accountId, [mobile]);
    const link = new URL(unsubscribe.link(shop.accountId, mobile));
    const code = link.pathname.slice('/u/'.length);
    // 16 characters of base64url: 96 bits, never guessed however many codes exist.
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await t.http.get(link.pathname).expect(200)).text).toContain('081-XXX-5671');

    // What anyone seeing the account id (a sub-account's user sees its parent's) could work out.
    const unkeyed = createHash('sha256').update(`${shop.accountId}:${mobile}`).digest('base64url');
    for (const forged of [unkeyed.slice(0, 10), unkeyed.slice(0, 16)]) {
      await t.http.get(`/u/${forged}`).expect(404);
      await t.http.post(`/u/${forged}`).expect(404);
    }
    const [{ count }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM blacklist WHERE account_id = $1`, [shop.accountId]);
    expect(count).toBe(0);
    // Another deployment (another secret) gives the same number another code.
    const other = await bootApp({ CHANNEL_SECRET_KEY: 'another-deployment-secret-of-32-characters' });
    try {
      expect(other.app.get(UnsubscribeService).link(shop.accountId, mobile)).not.toContain(code);
    } finally {
      await other.close();
    }
  });

  it('throttles the page per client address', async () => {
    const limited = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '3', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('u-limit')}` });
    try {
      for (let n = 0; n < 3; n += 1) await limited.http.get(`/u/${unique('guess').padEnd(16, 'x')}`).expect(404);
      await limited.http.get(`/u/${unique('guess').padEnd(16, 'x')}`).expect(429);
      await limited.http.post(`/u/${unique('guess').padEnd(16, 'x')}`).expect(429);
    } finally {
      await limited.close();
    }
  });
});
