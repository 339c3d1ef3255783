import { vi } from 'vitest';
import type { CouponView, GameView, PlayAnswer } from './api';

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
  return {
    fetch,
    calls,
    of: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
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

export const GAME_CODE = 'Gam3C0de_x-Y';

export const game = (overrides: Partial<GameView> = {}): GameView => ({
  gameName: 'Lucky wheel',
  gameType: 'wheel',
  gameStatus: 'active',
  gameStartDate: '2027-01-01T00:00:00.000Z',
  gameEndDate: '2027-01-31T16:59:00.000Z',
  verifyType: 'phone',
  condition: '<p>One play a <b class="strong">day</b></p>',
  nextPageUrl: null,
  themeBackground: 'classic',
  backgroundColor: 'white',
  backgroundType: 1,
  buttonType: 1,
  btnBgColor: '#01A9F4',
  wordBtn: 'PLAY',
  fontColor: '#212121',
  wheelColor: '#FFC107',
  scratchPercentage: 25,
  logoImg: '/i/0b9f4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e',
  btnImg: null,
  scratchImg: null,
  backgroundImg: null,
  rewards: [
    { reId: 'r-coffee', reName: 'Free coffee', imageDisplay: null, backgroundColor: '#ff0000', reChanceRate: 12.5 },
    {
      reId: 'r-cake',
      reName: 'Cake',
      imageDisplay: '/i/7c1e4b4e-6f0e-4a47-9d3c-1f2a3b4c5d6e',
      backgroundColor: null,
      reChanceRate: 30,
    },
  ],
  ...overrides,
});

export const played = (overrides: Partial<PlayAnswer> = {}): PlayAnswer => ({
  transactionId: '5e0c7a52-1b1f-4c53-9d57-3a2b1c0d9e8f',
  result: 'won',
  reward: { reId: 'r-cake', reName: 'Cake' },
  couponUrl: null,
  messageType: 'success',
  messageError: 'You won',
  isStopWheel: true,
  gameDetail: { gameName: 'Lucky wheel', gameType: 'wheel', gameStatus: 'active', nextPageUrl: null },
  rewards: game().rewards,
  ...overrides,
});
