import { vi } from 'vitest';
import type { CouponView } from './api';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit | undefined, call: number) => Response | Promise<Response>;

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers `"<METHOD> <path>"` routes and records every request. */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const counts = new Map<string, number>();
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${input}`;
    calls.push({
      method: init?.method ?? 'GET',
      path: input,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const handler = routes[route];
    const count = (counts.get(route) ?? 0) + 1;
    counts.set(route, count);
    return handler ? handler(init, count) : json(404, { message: 'Not found' });
  });
  return { fetch, calls, of: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

export const coupon = (overrides: Partial<CouponView> = {}): CouponView => ({
  token: 'Tok3nTok3nAb',
  code: 'SALE-7K4MQ2',
  couponName: 'Free coffee',
  couponImg: 'https://img.example.com/coffee.png',
  condition: '<p>One per <b class="strong">visit</b></p>',
  checkedRedeemBtn: true,
  buttonText: 'REDEEM',
  textColor: 'white',
  buttonColor: '#01A9F4',
  validFrom: '2027-01-01T00:00:00.000Z',
  validUntil: '2027-01-31T16:59:00.000Z',
  state: 'usable',
  redeemed: 0,
  useMaxRedeem: 1,
  phoneNumber: false,
  staffOnly: false,
  maskedMobile: null,
  accountName: 'Cafe Amazon',
  landingPage: null,
  ...overrides,
});
