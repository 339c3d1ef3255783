import { vi } from 'vitest';
import type { AbilityRule, Session, UserData } from '@/types';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT that expires `secondsFromNow` from now. */
export const fakeJwt = (secondsFromNow: number, subject = 'user-1') =>
  [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub: subject, exp: Math.floor(Date.now() / 1000) + secondsFromNow }),
    'signature',
  ].join('.');

export const fakeUserData = (overrides: Partial<UserData> = {}, ability?: AbilityRule[]): UserData => ({
  id: 'user-1',
  username: 'somchai',
  fullName: 'Somchai Jaidee',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@example.co.th',
  phone: '0812345678',
  avatar: null,
  role: 'admin',
  status: 'active',
  accountId: 'account-1',
  account: { id: 'account-1', name: 'Jaidee Shop', plan: 'trials', parentId: null, isPlatform: false },
  ability: ability ?? [{ action: 'manage', subject: 'all' }],
  ...overrides,
});

export const fakeSession = (accessTtlSeconds = 600, refreshToken = 'refresh-1'): Session => ({
  userData: fakeUserData(),
  accessToken: fakeJwt(accessTtlSeconds),
  refreshToken,
});

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Replaces global fetch; records every call and answers with `respond`. */
export const stubFetch = (respond: Responder) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};
