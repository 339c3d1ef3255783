import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { fakeSession, json, stubFetch } from '@/test/fakes';
import { dataProvider } from './dataProvider';
import { httpClient } from './httpClient';
import { readUserData, saveActingAccountId, saveSession } from './session';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('httpClient headers', () => {
  it('sends Authorization, Accept-Language and X-Account-Id', async () => {
    const session = fakeSession();
    saveSession(session);
    saveActingAccountId('account-2');
    await i18nProvider.changeLocale('th');
    const calls = stubFetch(() => json({ ok: true }));

    await httpClient('/api/users/1');

    const headers = calls[0]!.headers;
    expect(headers.get('Authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(headers.get('Accept-Language')).toBe('th');
    expect(headers.get('X-Account-Id')).toBe('account-2');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('leaves X-Account-Id out when no account is chosen, and follows the language', async () => {
    saveSession(fakeSession());
    const calls = stubFetch(() => json({ ok: true }));
    await httpClient('/api/users/1');
    expect(calls[0]!.headers.has('X-Account-Id')).toBe(false);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('en');
  });
});

describe('dataProvider', () => {
  it('tells the list when the API stopped counting (Content-Range total 10000+)', async () => {
    saveSession(fakeSession());
    stubFetch(() => json([{ id: 'u1' }], 200, { 'Content-Range': 'users 0-0/10000+' }));
    const capped = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(capped.total).toBe(10000);
    expect(capped.meta).toEqual({ totalCapped: true });

    stubFetch(() => json([{ id: 'u1' }], 200, { 'Content-Range': 'users 0-0/10000' }));
    const exact = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(exact.meta).toBeUndefined();
  });

  it('tells a record’s own list (a coupon’s codes) when the API stopped counting', async () => {
    saveSession(fakeSession());
    stubFetch(() => json([{ id: 'c1' }], 200, { 'Content-Range': 'coupon-codes 0-0/1000+' }));
    const params = {
      target: 'couponId',
      id: 'k1',
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'code', order: 'ASC' as const },
      filter: {},
    };
    const capped = await dataProvider.getManyReference('coupon-codes', params);
    expect(capped.total).toBe(1000);
    expect(capped.meta).toEqual({ totalCapped: true });
  });

  it('lists through ra-data-simple-rest with the headers and Content-Range', async () => {
    saveSession(fakeSession());
    saveActingAccountId('account-2');
    const calls = stubFetch(() => json([{ id: 'u1', username: 'somchai' }], 200, { 'Content-Range': 'users 0-9/42' }));

    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'som', role: 'admin' },
    });

    expect(result.total).toBe(42);
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/users');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 9]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'som', role: 'admin' });
    expect(calls[0]!.headers.get('X-Account-Id')).toBe('account-2');
  });

  it('keeps 422 field errors on the HttpError body for react-admin forms', async () => {
    saveSession(fakeSession());
    stubFetch(() => json({ message: 'Some fields are not valid', errors: { email: 'validation.email' } }, 422));
    const failure = await dataProvider.create('users', { data: { email: 'nope' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).body).toMatchObject({ errors: { email: 'validation.email' } });
  });

  it('maps the account settings page onto /account-setting/data', async () => {
    saveSession(fakeSession());
    const calls = stubFetch(() => json({ id: 'account-1', name: 'Jaidee Shop', plan: 'trials' }));
    const { data } = await dataProvider.getOne('account-setting', { id: 'data' });
    expect(calls[0]!.url).toBe('/account-setting/data');
    expect(data).toMatchObject({ id: 'data', name: 'Jaidee Shop' });
  });

  it('saves the profile with PUT /profile/data and keeps the stored user in step', async () => {
    saveSession(fakeSession());
    const calls = stubFetch((call) => json({ ...(call.body as object), id: 'user-1', username: 'somchai' }));
    await dataProvider.update('profile', {
      id: 'data',
      data: { firstName: 'Somsak', lastName: 'Jaidee', email: 'somsak@example.co.th', phone: null },
      previousData: { id: 'data' },
    });
    expect(calls[0]).toMatchObject({ url: '/profile/data', method: 'PUT' });
    expect(readUserData()).toMatchObject({ fullName: 'Somsak Jaidee', email: 'somsak@example.co.th' });
  });

  it('asks for switchable accounts without X-Account-Id', async () => {
    saveSession(fakeSession());
    saveActingAccountId('account-2');
    const calls = stubFetch(() =>
      json([
        { id: 'account-1', name: 'Own' },
        { id: 'account-2', name: 'Sub' },
      ]),
    );
    const { data, total } = await dataProvider.getList('switchable-accounts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({ id: 'account-1' });
    expect(calls[0]!.url).toBe('/api/accounts/switchable');
    expect(calls[0]!.headers.has('X-Account-Id')).toBe(false);
  });

  it('changes the password with POST /profile/password', async () => {
    saveSession(fakeSession());
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    const change = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
    await dataProvider.updatePassword(change);
    expect(calls[0]).toMatchObject({ url: '/profile/password', method: 'POST', body: change });
  });

  it('accepts a DELETE answered with 204', async () => {
    saveSession(fakeSession());
    stubFetch(() => new Response(null, { status: 204 }));
    const { data } = await dataProvider.delete('users', { id: 'u2', previousData: { id: 'u2', username: 'x' } });
    expect(data).toEqual({ id: 'u2', username: 'x' });
  });
});
