import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../backend/src/common/auth/password-hasher.js';
import { captureResetLinks, tokenOf } from '../utils/reset-links.js';
import { bootApp, type TestApp } from '../utils/app.js';
import {
  forgedSecret,
  login,
  PASSWORD,
  registerAccount,
  registration,
  unique,
  verifiedRegistration,
} from '../utils/factories.js';

describe('sign-in calls (/jwt)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  /** Moves a spent refresh token's use into the past, beyond the grace window. */
  const spentSecondsAgo = (refreshToken: string, seconds: number) =>
    t.app.get(DataSource).query(`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      refreshToken.split('.')[0],
      seconds,
    ]);

  describe('POST /jwt/register', () => {
    it('creates an account on Trials whose registrant is admin with manage-all ability', async () => {
      const body = await verifiedRegistration(t.http, { allowOffer: true });
      const res = await t.http.post('/jwt/register').send(body).expect(200);
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(res.body.refreshToken).toEqual(expect.any(String));
      expect(res.body.user).toEqual(res.body.userData);
      expect(res.body.userData).toMatchObject({
        email: body.email,
        fullName: 'Somchai Jaidee',
        phone: '+66812345678',
        role: 'admin',
        ability: expect.arrayContaining([{ action: 'manage', subject: 'all' }]),
        account: { plan: 'trials', parentId: null, name: 'Somchai Jaidee' },
      });
      // Everything but what a feature keeps for staff (sender approval): only inverted rules follow.
      const [first, ...others] = res.body.userData.ability as { subject: string; inverted?: boolean }[];
      expect(first).toEqual({ action: 'manage', subject: 'all' });
      expect(others.map((rule) => rule.subject)).toContain('SenderApproval');
      // Closed for staff-kept subjects, then reopened where the admin's grants say (reading channels and invoices).
      expect(others.filter((rule) => !rule.inverted)).toEqual(
        expect.arrayContaining([
          { action: 'read', subject: 'Channel' },
          { action: 'read', subject: 'CreditPurchase' },
        ]),
      );
      expect(others.filter((rule) => !rule.inverted)).toHaveLength(2);
      // The permission list names what the API allows, subject by subject: never a subject kept for staff as managed.
      const permission = res.body.userData.permission as string[];
      expect(permission).toEqual(expect.arrayContaining(['manage:Template', 'read:Channel', 'read:CreditPurchase']));
      expect(permission.filter((entry) => /^manage:(all|Channel|SenderApproval|CreditPurchase|Platform)$/.test(entry))).toEqual([]);
      expect(res.body.userData).not.toHaveProperty('password');
      expect(res.body.userData).not.toHaveProperty('passwordHash');
    });

    it('answers 409 with the specification messages for a reused e-mail and username', async () => {
      const first = await verifiedRegistration(t.http, { username: unique('name') });
      await t.http.post('/jwt/register').send(first).expect(200);
      const again = await t.http
        .post('/jwt/register')
        .send(await verifiedRegistration(t.http, { email: first.email.toUpperCase(), username: first.username }))
        .expect(409);
      expect(again.body.error).toEqual({
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      });
    });

    it('answers 422 with translation keys per field, and refuses unticked terms', async () => {
      const res = await t.http
        .post('/jwt/register')
        .send({ ...registration(), email: 'not-an-email', phone: '12345', password: 'short', termsConditions: false })
        .expect(422);
      expect(res.body.errors).toEqual({
        email: 'validation.email',
        phone: 'validation.phone',
        password: 'validation.passwordTooShort',
        termsConditions: 'validation.termsRequired',
      });
    });

    it('refuses a founder name longer than the account name holds, on the last name', async () => {
      // Each name fits its own field (80); together, with the space, 121 do not fit the account's 120.
      const res = await t.http
        .post('/jwt/register')
        .send(await verifiedRegistration(t.http, { firstName: 'ก'.repeat(60), lastName: 'ข'.repeat(60) }))
        .expect(422);
      expect(res.body.errors).toEqual({ lastName: 'validation.fullNameTooLong' });
      await t.http
        .post('/jwt/register')
        .send(await verifiedRegistration(t.http, { firstName: 'ก'.repeat(60), lastName: 'ข'.repeat(59) }))
        .expect(200);
    });

    it('takes no offers unless asked', async () => {
      const { allowOffer: _, ...body } = await verifiedRegistration(t.http);
      const res = await t.http.post('/jwt/register').send(body).expect(200);
      const [user] = await t.app.get(DataSource).query(`SELECT allow_offer FROM users WHERE id = $1`, [res.body.userData.id]);
      expect(user.allow_offer).toBe(false);
    });

    it('lets one of several registrations racing for an e-mail win, and answers 409 to the others', async () => {
      const email = `${unique()}@example.com`;
      const bodies = await Promise.all(
        [1, 2, 3, 4].map((n) => verifiedRegistration(t.http, { email, username: unique(`race${n}`) })),
      );
      const results = await Promise.all(bodies.map((body) => t.http.post('/jwt/register').send(body)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      for (const lost of results.filter((r) => r.status === 409)) {
        expect(lost.body.error).toEqual({ email: 'This email is already in use.' });
      }
      const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM accounts WHERE contact_email = $1`, [email]);
      expect(count).toBe(1);
    });

    it('refuses a registration without a verified phone check, on otpToken, and writes nothing', async () => {
      const body = registration();
      const refused = await t.http.post('/jwt/register').send(body).expect(422);
      expect(refused.body.errors).toEqual({ otpToken: 'validation.required' });
      await t.http
        .post('/jwt/register')
        .send({ ...body, otpToken: null })
        .expect(422);
      const [{ count }] = await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [body.email]);
      expect(count).toBe(0);
      // A taken e-mail still answers 409 first, as the registration page expects.
      const owner = await registerAccount(t.http);
      await t.http
        .post('/jwt/register')
        .send(registration({ email: owner.email }))
        .expect(409);
    });

    it('registers without a phone check where REGISTER_PHONE_OTP=off, the phone unverified', async () => {
      const open = await bootApp({ REGISTER_PHONE_OTP: 'off' });
      try {
        const res = await open.http.post('/jwt/register').send(registration()).expect(200);
        const [user] = await open.app
          .get(DataSource)
          .query(`SELECT phone_verified_at FROM users WHERE id = $1`, [res.body.userData.id]);
        expect(user.phone_verified_at).toBeNull();
        // A check given is still used, and marks the phone verified.
        const checked = await open.http
          .post('/jwt/register')
          .send(await verifiedRegistration(open.http))
          .expect(200);
        const [verified] = await open.app
          .get(DataSource)
          .query(`SELECT phone_verified_at FROM users WHERE id = $1`, [checked.body.userData.id]);
        expect(verified.phone_verified_at).not.toBeNull();
      } finally {
        await open.close();
      }
    });

    it('derives a free username from the e-mail when none is given', async () => {
      const res = await t.http
        .post('/jwt/register')
        .send(await verifiedRegistration(t.http))
        .expect(200);
      expect(res.body.userData.username).toBe(res.body.userData.email.split('@')[0]);
    });
  });

  describe('POST /jwt/login', () => {
    it('signs in with e-mail and password and never returns the password', async () => {
      const owner = await registerAccount(t.http);
      const res = await t.http.post('/jwt/login').send({ email: owner.email, password: PASSWORD }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
      expect(JSON.stringify(res.body)).not.toContain('password');
    });

    it('answers 400 "Email or Password is Invalid" for a wrong password or unknown e-mail', async () => {
      const owner = await registerAccount(t.http);
      for (const body of [
        { email: owner.email, password: 'wrong-password' },
        { email: `${unique()}@example.com`, password: PASSWORD },
      ]) {
        const res = await t.http.post('/jwt/login').send(body).expect(400);
        expect(res.body.error).toBe('Email or Password is Invalid');
      }
    });

    it('takes the e-mail as typed or pasted: any case, spaces around it', async () => {
      const owner = await registerAccount(t.http);
      await t.http.post('/jwt/login').send({ email: `  ${owner.email.toUpperCase()} `, password: PASSWORD }).expect(200);
    });

    it('records the sign-in, and its access token carries the account and the current token version', async () => {
      const owner = await registerAccount(t.http);
      const db = t.app.get(DataSource);
      await db.query(`UPDATE users SET last_login_at = '2020-01-01' WHERE id = $1`, [owner.userId]);
      // A password change moves the user's token version: a token of the old version would be refused.
      await t.http
        .post('/profile/password')
        .set(owner.auth)
        .send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' })
        .expect(204);
      const res = await t.http.post('/jwt/login').send({ email: owner.email, password: 'a-brand-new-password' }).expect(200);
      const [user] = await db.query(`SELECT last_login_at FROM users WHERE id = $1`, [owner.userId]);
      expect(Date.now() - new Date(user.last_login_at as string).getTime()).toBeLessThan(60_000);
      const profile = await t.http.get('/profile/data').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
      expect(profile.body.id).toBe(owner.userId);
    });

    it('speaks Thai when asked', async () => {
      const res = await t.http
        .post('/jwt/login')
        .set('Accept-Language', 'th-TH,th;q=0.9')
        .send({ email: 'nobody@example.com', password: PASSWORD })
        .expect(400);
      expect(res.body.error).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    });
  });

  describe('POST /jwt/refresh-token', () => {
    it('rotates the refresh token and the new access token works', async () => {
      const owner = await registerAccount(t.http);
      const res = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
      expect(res.body.refreshToken).not.toBe(owner.refreshToken);
      expect(res.body.userData.id).toBe(owner.userId);
      await t.http.get('/profile/data').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    });

    it('reuse of a spent token after the grace window answers 401 and revokes the whole family', async () => {
      const owner = await registerAccount(t.http);
      const next = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
      await spentSecondsAgo(owner.refreshToken, 10);
      const replay = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
      expect(replay.body.error).toBe('Invalid refresh token');
      // The legitimate holder's newer token died with the family.
      await t.http.post('/jwt/refresh-token').send({ refreshToken: next.body.refreshToken }).expect(401);
    });

    it('two tabs refreshing one token together both get the same successor, and stay signed in', async () => {
      const owner = await registerAccount(t.http);
      const results = await Promise.all(
        [1, 2].map(() => t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results[0].body.refreshToken).toBe(results[1].body.refreshToken);
      // A replay just after, within the window, answers the same successor too.
      const late = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
      expect(late.body.refreshToken).toBe(results[0].body.refreshToken);
      const next = await t.http.post('/jwt/refresh-token').send({ refreshToken: results[0].body.refreshToken }).expect(200);
      await t.http.get('/profile/data').set('Authorization', `Bearer ${next.body.accessToken}`).expect(200);
    });

    it('a replay within the window gets nothing once the family was signed out', async () => {
      const owner = await registerAccount(t.http);
      const next = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
      await t.http.post('/jwt/logout').send({ refreshToken: next.body.refreshToken }).expect(204);
      await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
    });

    it('a suspended account refreshes nothing, even while its users\' versions stand', async () => {
      const owner = await registerAccount(t.http);
      // Suspension through the API also moves the token versions; here only the account's status says no.
      await t.app.get(DataSource).query(`UPDATE accounts SET status = 'suspended' WHERE id = $1`, [owner.accountId]);
      const res = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
      expect(res.body.error).toBe('Invalid refresh token');
    });

    it('an expired refresh token answers 401', async () => {
      const owner = await registerAccount(t.http);
      await t.app.get(DataSource).query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        owner.refreshToken.split('.')[0],
      ]);
      const res = await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
      expect(res.body.error).toBe('Invalid refresh token');
    });

    it('answers 401 for garbage, and for ids that only look like UUIDs', async () => {
      const res = await t.http.post('/jwt/refresh-token').send({ refreshToken: 'nonsense' }).expect(401);
      expect(res.body.error).toBe('Invalid refresh token');
      const secret = 'a'.repeat(43);
      for (const id of ['-'.repeat(36), '0'.repeat(36), 'ffffffff-ffff-ffff-ffff-fffffffffff-']) {
        await t.http.post('/jwt/refresh-token').send({ refreshToken: `${id}.${secret}` }).expect(401);
        await t.http.post('/jwt/reset-password').send({ token: `${id}.${secret}`, password: 'a-brand-new-password' }).expect(400);
      }
    });
  });

  it('logout revokes the session family', async () => {
    const owner = await registerAccount(t.http);
    await t.http.post('/jwt/logout').send({ refreshToken: owner.refreshToken }).expect(204);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
  });

  it("a real token's id with another secret neither refreshes nor signs out: the secret is checked", async () => {
    const owner = await registerAccount(t.http);
    const [id, secret] = owner.refreshToken.split('.');
    const forged = `${id}.${forgedSecret(secret)}`;
    const refused = await t.http.post('/jwt/refresh-token').send({ refreshToken: forged }).expect(401);
    expect(refused.body.error).toBe('Invalid refresh token');
    await t.http.post('/jwt/logout').send({ refreshToken: forged }).expect(204);
    // The holder of the real token is still signed in.
    await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(200);
  });

  describe('forgot and reset password', () => {
    const sent = captureResetLinks(() => t.app);

    it('answers the same for known and unknown e-mails and sends a link only to the known one', async () => {
      const owner = await registerAccount(t.http);
      const known = await t.http.post('/jwt/forgot-password').send({ email: owner.email }).expect(200);
      const unknown = await t.http.post('/jwt/forgot-password').send({ email: `${unique()}@example.com` }).expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(sent).toHaveLength(1);
      expect(sent[0].email).toBe(owner.email);
      expect(sent[0].link).toContain('/#/reset-password?token=');
    });

    it('resets once with a single-use token and signs out existing sessions', async () => {
      const owner = await registerAccount(t.http);
      await t.http.post('/jwt/forgot-password').send({ email: owner.email }).expect(200);
      const token = tokenOf(sent[0]);
      await t.http.post('/jwt/reset-password').send({ token, password: 'a-brand-new-password' }).expect(204);
      const again = await t.http.post('/jwt/reset-password').send({ token, password: 'yet-another-password' }).expect(400);
      expect(again.body.error).toBe('This reset link is invalid or has expired');
      await t.http.post('/jwt/refresh-token').send({ refreshToken: owner.refreshToken }).expect(401);
      await t.http.post('/jwt/login').send({ email: owner.email, password: PASSWORD }).expect(400);
      await login(t.http, owner.email, 'a-brand-new-password');
    });

    it('a reset link used twice at once changes the password once', async () => {
      const owner = await registerAccount(t.http);
      await t.http.post('/jwt/forgot-password').send({ email: owner.email }).expect(200);
      const token = tokenOf(sent[0]);
      const passwords = ['first-new-password', 'second-new-password'];
      const results = await Promise.all(passwords.map((password) => t.http.post('/jwt/reset-password').send({ token, password })));
      expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
      const winner = passwords[results.findIndex((r) => r.status === 204)];
      await login(t.http, owner.email, winner);
      await t.http.post('/jwt/login').send({ email: owner.email, password: passwords.find((p) => p !== winner) }).expect(400);
    });
  });
});

describe('rate limiting of sign-in calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own key prefix: other test files sign in from the same address at the same time.
    t = await bootApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:${unique('limits')}` });
  });
  afterAll(() => t.close());

  it('answers 429 once a client exceeds the limit, before any password check', async () => {
    const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
    const body = { email: 'nobody@example.com', password: 'whatever-password' };
    for (let i = 0; i < 3; i++) await t.http.post('/jwt/login').send(body).expect(400);
    const res = await t.http.post('/jwt/login').send(body).expect(429);
    expect(res.body.message).toBe('Too many attempts, please wait a minute and try again');
    expect(verify).toHaveBeenCalledTimes(3);
  });
});
