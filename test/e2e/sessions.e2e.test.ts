import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { captureResetLinks, tokenOf } from '../utils/reset-links.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
const NEW_PASSWORD = 'a-brand-new-password';

describe('sessions end when they should', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  const changePassword = (me: Session, auth = me.auth) =>
    t.http.post('/profile/password').set(auth).send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

  it('a password change ends every other session, access tokens included; the current session goes on', async () => {
    const me = await registerAccount(t.http);
    const other = await login(t.http, me.email);
    await t.http.get('/profile/data').set(other.auth).expect(200);
    await changePassword(me).expect(204);
    await t.http.get('/profile/data').set(other.auth).expect(401);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: other.refreshToken }).expect(401);
    // This session's refresh token still works and gives access tokens that work.
    const renewed = await t.http.post('/jwt/refresh-token').send({ refreshToken: me.refreshToken }).expect(200);
    await t.http.get('/profile/data').set(bearer(renewed.body.accessToken)).expect(200);
  });

  it('sign-out everywhere stops every access and refresh token at once', async () => {
    const me = await registerAccount(t.http);
    const other = await login(t.http, me.email);
    await t.http.post('/profile/logout-everywhere').set(me.auth).expect(204);
    for (const session of [me, other]) {
      await t.http.get('/profile/data').set(session.auth).expect(401);
      await t.http.post('/jwt/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);
    }
    await login(t.http, me.email);
  });

  it("signing out ends that session's access tokens at once; the user's other sessions go on", async () => {
    const me = await registerAccount(t.http);
    const other = await login(t.http, me.email);
    await t.http.get('/profile/data').set(me.auth).expect(200);
    await t.http.post('/jwt/logout').send({ refreshToken: me.refreshToken }).expect(204);
    await t.http.get('/profile/data').set(me.auth).expect(401);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: me.refreshToken }).expect(401);
    await t.http.get('/profile/data').set(other.auth).expect(200);
    // A replayed refresh token ends its family, access tokens included, as a sign-out does.
    const renewed = await t.http.post('/jwt/refresh-token').send({ refreshToken: other.refreshToken }).expect(200);
    await t.http.get('/profile/data').set(bearer(renewed.body.accessToken)).expect(200);
    await t.app
      .get(DataSource)
      .query(`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE id = $1`, [other.refreshToken.split('.')[0]]);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: other.refreshToken }).expect(401);
    await t.http.get('/profile/data').set(bearer(renewed.body.accessToken)).expect(401);
    await t.http.get('/profile/data').set(other.auth).expect(401);
  });

  it("refuses an access token whose session family is unknown, missing or another user's", async () => {
    const me = await registerAccount(t.http);
    const stranger = await registerAccount(t.http);
    const jwt = t.app.get(JwtService);
    const claims = JSON.parse(Buffer.from(me.token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const signed = (fam: unknown) =>
      bearer(jwt.sign({ sub: claims.sub, acc: claims.acc, ver: claims.ver, ...(fam ? { fam } : {}) }));
    // The same claims signed again pass: only the family differs below.
    await t.http.get('/profile/data').set(signed(claims.fam)).expect(200);
    await t.http.get('/profile/data').set(signed(randomUUID())).expect(401);
    await t.http.get('/profile/data').set(signed(undefined)).expect(401);
    await t.http.get('/profile/data').set(signed('not-a-uuid')).expect(401);
    const theirs = JSON.parse(Buffer.from(stranger.token.split('.')[1], 'base64url').toString('utf8')) as { fam: string };
    await t.http.get('/profile/data').set(signed(theirs.fam)).expect(401);
  });

  it("a deactivated user's access and refresh tokens stop at once; only the right password learns why", async () => {
    const admin = await registerAccount(t.http);
    const operator = await userWithRole(t.http, admin, 'operator');
    await t.http.get('/api/users').set(operator.auth).expect(200);
    await t.http.put(`/api/users/${operator.userId}`).set(admin.auth).send({ status: 'inactive' }).expect(200);
    await t.http.get('/api/users').set(operator.auth).expect(401);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: operator.refreshToken }).expect(401);
    const wrong = await t.http.post('/jwt/login').send({ email: operator.email, password: 'not-the-password' }).expect(400);
    const unknown = await t.http.post('/jwt/login').send({ email: `${unique()}@example.com`, password: 'not-the-password' }).expect(400);
    expect(wrong.body).toEqual(unknown.body);
    const right = await t.http.post('/jwt/login').send({ email: operator.email, password: PASSWORD }).expect(400);
    expect(right.body.error).toBe('This account is not available');
    // Reactivated, it signs in afresh; the old tokens stay dead.
    await t.http.put(`/api/users/${operator.userId}`).set(admin.auth).send({ status: 'active' }).expect(200);
    await t.http.get('/api/users').set(operator.auth).expect(401);
    await login(t.http, operator.email);
  });

  it('checks an access token\'s signature once, not on every request', async () => {
    const me = await registerAccount(t.http);
    const verify = jest.spyOn(t.app.get(JwtService), 'verify');
    try {
      await t.http.get('/profile/data').set(me.auth).expect(200);
      await t.http.get('/profile/data').set(me.auth).expect(200);
      await t.http.get('/api/users').set(me.auth).expect(200);
      expect(verify.mock.calls.filter(([token]) => token === me.token)).toHaveLength(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('an access token stops at its expiry though it passed before, and a forged twin never passes', async () => {
    const me = await registerAccount(t.http);
    await t.http.get('/profile/data').set(me.auth).expect(200);
    // The same claims under another signature: the verified token's claims are kept by its whole text.
    const [head, body, signature] = me.token.split('.');
    const forged = `${head}.${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await t.http.get('/profile/data').set(bearer(forged)).expect(401);
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp: number };
    const clock = jest.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    try {
      await t.http.get('/profile/data').set(me.auth).expect(401);
    } finally {
      clock.mockRestore();
    }
    await t.http.get('/profile/data').set(me.auth).expect(200);
  });

  it('a role change and a deletion take effect on the very next request', async () => {
    const admin = await registerAccount(t.http);
    const member = await userWithRole(t.http, admin, 'operator');
    await t.http.get('/api/users').set(member.auth).expect(200);
    await t.http.put(`/api/users/${member.userId}`).set(admin.auth).send({ role: 'client' }).expect(200);
    await t.http.get('/api/users').set(member.auth).expect(403);
    await t.http.delete(`/api/users/${member.userId}`).set(admin.auth).expect(200);
    await t.http.get('/profile/data').set(member.auth).expect(401);
  });

  it('a client reads no user, not even of its own account', async () => {
    const admin = await registerAccount(t.http);
    const client = await userWithRole(t.http, admin, 'client');
    await t.http.get('/api/users').set(client.auth).expect(403);
    await t.http.get(`/api/users/${admin.userId}`).set(client.auth).expect(403);
    await t.http.get(`/api/users/${client.userId}`).set(client.auth).expect(403);
    await t.http.get('/api/users/list/data').set(client.auth).expect(403);
  });

  it('changing the profile e-mail needs the current password', async () => {
    const me = await registerAccount(t.http);
    const email = `${unique()}@example.com`;
    const missing = await t.http.put('/profile/data').set(me.auth).send({ email }).expect(422);
    expect(missing.body.errors).toEqual({ currentPassword: 'validation.required' });
    const wrong = await t.http.put('/profile/data').set(me.auth).send({ email, currentPassword: 'not-the-password' }).expect(422);
    expect(wrong.body.errors).toEqual({ currentPassword: 'auth.currentPasswordWrong' });
    // The same e-mail, or other fields, need no password.
    await t.http.put('/profile/data').set(me.auth).send({ email: me.email.toUpperCase(), firstName: 'Napat' }).expect(200);
    const changed = await t.http.put('/profile/data').set(me.auth).send({ email, currentPassword: PASSWORD }).expect(200);
    expect(changed.body.email).toBe(email);
    await login(t.http, email);
  });

  it('a freshly registered user has signed in once', async () => {
    const me = await registerAccount(t.http);
    const mine = await t.http.get(`/api/users/${me.userId}`).set(me.auth).expect(200);
    expect(Date.now() - new Date(mine.body.lastLoginAt as string).getTime()).toBeLessThan(60_000);
  });

  describe('password reset links', () => {
    const sent = captureResetLinks(() => t.app);
    const reset = (token: string, password = NEW_PASSWORD) => t.http.post('/jwt/reset-password').send({ token, password });
    const askLink = async (email: string) => {
      await t.http.post('/jwt/forgot-password').send({ email }).expect(200);
      return tokenOf(sent[sent.length - 1]);
    };

    it('forgot-password answers a translated message, never a key', async () => {
      const en = await t.http.post('/jwt/forgot-password').send({ email: `${unique()}@example.com` }).expect(200);
      expect(en.body.message).toBe('If this email belongs to an account, a reset link is on its way.');
      const th = await t.http.post('/jwt/forgot-password').set('Accept-Language', 'th').send({ email: `${unique()}@example.com` }).expect(200);
      expect(th.body.message).not.toMatch(/^auth\./);
      expect(th.body.message).not.toBe(en.body.message);
    });

    it('a new link invalidates every older one', async () => {
      const me = await registerAccount(t.http);
      const first = await askLink(me.email);
      const second = await askLink(me.email);
      await reset(first).expect(400);
      await reset(second).expect(204);
    });

    it('a completed reset spends its link and ends every session, access tokens included', async () => {
      const me = await registerAccount(t.http);
      const older = await askLink(me.email);
      const link = await askLink(me.email);
      await reset(link).expect(204);
      await reset(link, 'yet-another-password').expect(400);
      await reset(older, 'yet-another-password').expect(400);
      await t.http.get('/profile/data').set(me.auth).expect(401);
      await t.http.post('/jwt/refresh-token').send({ refreshToken: me.refreshToken }).expect(401);
      await login(t.http, me.email, NEW_PASSWORD);
    });

    it('a password change invalidates every reset link', async () => {
      const me = await registerAccount(t.http);
      const link = await askLink(me.email);
      await changePassword(me).expect(204);
      await reset(link, 'yet-another-password').expect(400);
    });
  });

  it('the reset link is logged as one plain line', async () => {
    const me = await registerAccount(t.http);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await t.http.post('/jwt/forgot-password').send({ email: me.email }).expect(200);
      const lines = warn.mock.calls.map(([message]) => message).filter((message): message is string => typeof message === 'string');
      const line = lines.find((message) => message.includes('/#/reset-password?token='));
      expect(line).toContain(me.email);
      expect(line).not.toContain('\n');
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the guard's cost and reach", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await bootApp();
    second = await bootApp();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('an authenticated request runs no query once its session state is cached', async () => {
    const admin = await registerAccount(first.http);
    await first.http.post('/api/sub-accounts').set(admin.auth).send({}).expect(422);
    const query = jest.spyOn(pg.Client.prototype, 'query');
    try {
      // The body fails validation after the guard: nothing but the guard can query.
      await first.http.post('/api/sub-accounts').set(admin.auth).send({}).expect(422);
      await first.http.post('/api/sub-accounts').set(admin.auth).send({}).expect(422);
      expect(query).not.toHaveBeenCalled();
      // The spy does see queries: a route whose service reads the database.
      await first.http.get('/profile/data').set(admin.auth).expect(200);
      expect(query).toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('a change made through one API process takes effect at once in another', async () => {
    const admin = await registerAccount(first.http);
    const operator = await userWithRole(first.http, admin, 'operator');
    await first.http.get('/api/users').set(operator.auth).expect(200);
    await second.http.get('/api/users').set(operator.auth).expect(200);
    await second.http.put(`/api/users/${operator.userId}`).set(admin.auth).send({ status: 'inactive' }).expect(200);
    await first.http.get('/api/users').set(operator.auth).expect(401);
    const me = await login(first.http, admin.email);
    await second.http.post('/profile/logout-everywhere').set(admin.auth).expect(204);
    await first.http.get('/profile/data').set(me.auth).expect(401);
  });

  it('a sign-out through one API process ends its access tokens at once in another', async () => {
    const admin = await registerAccount(first.http);
    // Each process has the session's state cached, in memory and in Redis.
    await first.http.get('/profile/data').set(admin.auth).expect(200);
    await second.http.get('/profile/data').set(admin.auth).expect(200);
    await second.http.post('/jwt/logout').send({ refreshToken: admin.refreshToken }).expect(204);
    await first.http.get('/profile/data').set(admin.auth).expect(401);
    await second.http.get('/profile/data').set(admin.auth).expect(401);
  });
});
