import { PasswordHasher } from '../../backend/src/common/auth/password-hasher.js';
import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, unique } from '../utils/factories.js';

/** Each suite keeps its limits under its own key prefix: other test files sign in from this address too. */
const ownKeys = () => ({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('limits')}` });
const wrongLogin = (email = `${unique()}@example.com`) => ({ email, password: 'not-the-password' });

describe('client addresses', () => {
  it('TRUST_PROXY names the proxies; "true" (believe anyone) is refused', () => {
    const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  describe('by default no proxy is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', ...ownKeys() });
    });
    afterAll(() => t.close());

    it('a forged X-Forwarded-For does not buy more attempts', async () => {
      for (let i = 0; i < 3; i++) await t.http.post('/jwt/login').set('X-Forwarded-For', `203.0.113.${i}`).send(wrongLogin()).expect(400);
      await t.http.post('/jwt/login').set('X-Forwarded-For', '203.0.113.99').send(wrongLogin()).expect(429);
    });
  });

  describe('behind a named proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback', ...ownKeys() });
    });
    afterAll(() => t.close());

    it("counts each client behind it by the proxy's X-Forwarded-For", async () => {
      for (let i = 0; i < 5; i++) await t.http.post('/jwt/login').set('X-Forwarded-For', `198.51.100.${i}`).send(wrongLogin()).expect(400);
      for (let i = 0; i < 3; i++) await t.http.post('/jwt/login').set('X-Forwarded-For', '198.51.100.200').send(wrongLogin()).expect(400);
      const res = await t.http.post('/jwt/login').set('X-Forwarded-For', '198.51.100.200').send(wrongLogin()).expect(429);
      expect(res.body.message).toBe('Too many attempts, please wait a minute and try again');
    });
  });
});

describe('wrong passwords per account and per user, shared by every API process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { AUTH_FAILED_LOGINS_PER_ACCOUNT: '3', AUTH_FAILED_PASSWORD_CHECKS: '2', ...ownKeys() };
    first = await bootApp(env);
    second = await bootApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('stops sign-in to an account after its limit of wrong passwords, by e-mail or username, from any process', async () => {
    const victim = await registerAccount(first.http);
    const bystander = await registerAccount(first.http);
    await first.http.post('/jwt/login').send(wrongLogin(victim.email)).expect(400);
    await second.http.post('/jwt/login').send(wrongLogin(victim.email.toUpperCase())).expect(400);
    const username = (await first.http.get('/profile/data').set(victim.auth).expect(200)).body.username as string;
    await first.http.post('/jwt/login').send(wrongLogin(username)).expect(400);
    const verify = jest.spyOn(second.app.get(PasswordHasher), 'verify');
    try {
      // Even the right password waits: the limit is checked before any hashing.
      await second.http.post('/jwt/login').send({ email: victim.email, password: PASSWORD }).expect(429);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    await first.http.post('/jwt/login').send({ email: bystander.email, password: PASSWORD }).expect(200);
  });

  it('counts a name that belongs to nobody on its own, so guessing one stops no other', async () => {
    const guessed = `${unique()}@example.com`;
    for (let i = 0; i < 3; i++) await first.http.post('/jwt/login').send(wrongLogin(guessed)).expect(400);
    await second.http.post('/jwt/login').send(wrongLogin(guessed.toUpperCase())).expect(429);
    await first.http.post('/jwt/login').send(wrongLogin()).expect(400);
  });

  it('a successful sign-in clears the count', async () => {
    const me = await registerAccount(first.http);
    for (let i = 0; i < 2; i++) await first.http.post('/jwt/login').send(wrongLogin(me.email)).expect(400);
    await first.http.post('/jwt/login').send({ email: me.email, password: PASSWORD }).expect(200);
    for (let i = 0; i < 2; i++) await first.http.post('/jwt/login').send(wrongLogin(me.email)).expect(400);
    await first.http.post('/jwt/login').send({ email: me.email, password: PASSWORD }).expect(200);
  });

  it('limits wrong current passwords of the password and e-mail change together', async () => {
    const me = await registerAccount(first.http);
    const wrongChange = { currentPassword: 'not-the-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' };
    await first.http.post('/profile/password').set(me.auth).send(wrongChange).expect(422);
    await second.http.put('/profile/data').set(me.auth).send({ email: `${unique()}@example.com`, currentPassword: 'not-it' }).expect(422);
    await first.http.post('/profile/password').set(me.auth).send(wrongChange).expect(429);
    await first.http
      .post('/profile/password')
      .set(me.auth)
      .send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' })
      .expect(429);
    await second.http.put('/profile/data').set(me.auth).send({ email: `${unique()}@example.com`, currentPassword: PASSWORD }).expect(429);
  });
});
