import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, fakeSession, fakeUserData, json, stubFetch } from '@/test/fakes';
import { authProvider } from './authProvider';
import { httpClient } from './httpClient';
import { readActingAccountId, readSession, saveActingAccountId, saveSession } from './session';
import { reloadOnLogin } from './signedOutRedirect';

vi.mock('./signedOutRedirect', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./signedOutRedirect')>()),
  reloadOnLogin: vi.fn(),
}));

const ctx = { signal: new AbortController().signal };

describe('authProvider.login', () => {
  it('stores user data, access token and refresh token', async () => {
    const session = fakeSession();
    const calls = stubFetch(() => json(session));
    saveActingAccountId('previous-users-choice');

    await authProvider.login({ email: 'somchai@example.co.th', password: 'secret-123' });

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/jwt/login', method: 'POST' });
    expect(calls[0]!.body).toEqual({ email: 'somchai@example.co.th', password: 'secret-123' });
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(session.userData);
    expect(localStorage.getItem('accessToken')).toBe(session.accessToken);
    expect(localStorage.getItem('refreshToken')).toBe(session.refreshToken);
    expect(readActingAccountId()).toBeNull();
  });

  it("rejects with the server's message", async () => {
    stubFetch(() => json({ error: 'Email or Password is Invalid' }, 400));
    await expect(authProvider.login({ email: 'a@b.co', password: 'wrong-pass' })).rejects.toThrow('Email or Password is Invalid');
    expect(readSession()).toBeNull();
  });

  it('registers, then stores the session the same way', async () => {
    const session = fakeSession();
    const calls = stubFetch(() => json({ user: session.userData, ...session }));
    const registration = {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.co.th',
      phone: '0812345678',
      password: 'secret-123',
      allowOffer: false,
      termsConditions: true,
    };
    await authProvider.login({ registration });
    expect(calls[0]).toMatchObject({ url: '/jwt/register', body: registration });
    expect(readSession()).toEqual(session);
  });
});

describe('authProvider.logout', () => {
  it('revokes the refresh token on the server and clears everything', async () => {
    saveSession(fakeSession(600, 'refresh-to-revoke'));
    saveActingAccountId('account-2');
    const calls = stubFetch(() => new Response(null, { status: 204 }));

    await authProvider.logout({});

    expect(calls[0]).toMatchObject({ url: '/jwt/logout', method: 'POST', body: { refreshToken: 'refresh-to-revoke' } });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(readActingAccountId()).toBeNull();
    expect(reloadOnLogin).toHaveBeenCalledTimes(1);
  });
});

describe('silent refresh', () => {
  let refreshCalls: number;
  beforeEach(() => {
    refreshCalls = 0;
  });

  const rotatingServer = () =>
    stubFetch(async (call) => {
      if (call.url === '/jwt/refresh-token') {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({
          userData: fakeUserData(),
          accessToken: fakeJwt(600, `fresh-${refreshCalls}`),
          refreshToken: `refresh-${refreshCalls + 1}`,
        });
      }
      return json([], 200, { 'Content-Range': 'users 0-0/0' });
    });

  it('spends the refresh token once for concurrent requests', async () => {
    saveSession(fakeSession(30, 'refresh-1')); // expires within the refresh margin
    const calls = rotatingServer();

    await Promise.all([httpClient('/api/users'), httpClient('/api/sub-accounts'), httpClient('/api/users/1')]);

    const refreshes = calls.filter((call) => call.url === '/jwt/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    const fresh = readSession()!;
    expect(fresh.refreshToken).toBe('refresh-2');
    for (const call of calls.filter((c) => c.url.startsWith('/api/'))) {
      expect(call.headers.get('Authorization')).toBe(`Bearer ${fresh.accessToken}`);
    }
  });

  it('refreshes once and retries after a 401, even for concurrent failures', async () => {
    saveSession(fakeSession(600, 'refresh-1'));
    const stale = readSession()!.accessToken;
    const calls = stubFetch(async (call) => {
      if (call.url === '/jwt/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ userData: fakeUserData(), accessToken: fakeJwt(600, 'fresh'), refreshToken: 'refresh-2' });
      }
      if (call.headers.get('Authorization') === `Bearer ${stale}`) {
        return json({ message: 'Please sign in again' }, 401);
      }
      return json({ id: 1 });
    });

    const answers = await Promise.all([httpClient('/api/users/1'), httpClient('/api/users/2')]);

    expect(answers.map((answer) => answer.json)).toEqual([{ id: 1 }, { id: 1 }]);
    expect(calls.filter((call) => call.url === '/jwt/refresh-token')).toHaveLength(1);
  });

  it('signs out when the refresh token is refused', async () => {
    saveSession(fakeSession(600, 'refresh-1'));
    stubFetch((call) =>
      call.url === '/jwt/refresh-token'
        ? json({ error: 'Invalid refresh token' }, 401)
        : json({ message: 'Please sign in again' }, 401),
    );
    await expect(httpClient('/api/users/1')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: `${window.location.origin}/#/login`,
    });
  });
});

describe('authProvider.checkAuth and checkError', () => {
  it('rejects without a session and accepts a fresh one', async () => {
    // An absolute redirect: react-admin then changes the location instead of looping router
    // navigations while the protected tree is still mounted.
    await expect(authProvider.checkAuth(ctx)).rejects.toEqual({
      message: false,
      redirectTo: `${window.location.origin}/#/login`,
    });
    saveSession(fakeSession());
    await expect(authProvider.checkAuth(ctx)).resolves.toBeUndefined();
  });

  it('does not sign out on 403', async () => {
    saveSession(fakeSession());
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});

describe('authProvider.canAccess and permissions', () => {
  const canAccess = (action: string, resource: string) => authProvider.canAccess!({ action, resource, ...ctx });

  it('allows everything for manage all', async () => {
    saveSession(fakeSession());
    await expect(canAccess('delete', 'users')).resolves.toBe(true);
    await expect(canAccess('edit', 'account-setting')).resolves.toBe(true);
  });

  it('maps react-admin actions and resources onto the CASL rules of an operator', async () => {
    const operator = [
      { action: 'read', subject: 'Account' },
      { action: 'read', subject: 'User' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'ACL' },
    ];
    saveSession({ ...fakeSession(), userData: fakeUserData({ role: 'operator' }, operator) });
    await expect(canAccess('list', 'users')).resolves.toBe(true);
    await expect(canAccess('show', 'users')).resolves.toBe(true);
    await expect(canAccess('create', 'users')).resolves.toBe(false);
    await expect(canAccess('edit', 'users')).resolves.toBe(false);
    await expect(canAccess('delete', 'users')).resolves.toBe(false);
    await expect(canAccess('list', 'sub-accounts')).resolves.toBe(false);
    await expect(canAccess('show', 'account-setting')).resolves.toBe(true);
    await expect(canAccess('edit', 'account-setting')).resolves.toBe(false);
    await expect(canAccess('edit', 'profile')).resolves.toBe(true); // own profile: read Auth
    await expect(canAccess('list', 'unknown-things')).resolves.toBe(false);
  });

  it('falls back to read Auth without stored user data', async () => {
    await expect(authProvider.getPermissions!(ctx)).resolves.toEqual([{ action: 'read', subject: 'Auth' }]);
    await expect(canAccess('edit', 'profile')).resolves.toBe(true);
    await expect(canAccess('list', 'users')).resolves.toBe(false);
  });

  it('gives the identity from the stored user', async () => {
    saveSession(fakeSession());
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 'user-1',
      fullName: 'Somchai Jaidee',
      role: 'admin',
    });
  });
});

afterEach(() => {
  localStorage.clear();
});
