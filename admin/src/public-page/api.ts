import type { components } from '@/api/schema';
import type { Language } from './i18n';

type Schemas = components['schemas'];

// The answers as the API documents them (generated from its OpenAPI document).
export type CouponState = Schemas['CouponCodeState'];
export type RedeemResult = Schemas['RedeemResult'];
/** `GET /api/public/coupons/:token`: what the customer's page shows. */
export type CouponView = Schemas['PublicCouponResponse'];
export type LandingPageView = Schemas['PublicLandingPageResponse'];
export type RedeemAnswer = Schemas['RedeemResponse'];
export type OtpRequestAnswer = Schemas['OtpTicketResponse'];
export type OtpVerifyAnswer = Schemas['OtpVerdictResponse'];
/** `GET /api/public/games/:gameCode`: a game's look, rules and rewards with their odds. */
export type GameView = Schemas['PublicGameResponse'];
export type GameVerifyAnswer = Schemas['GameVerifyResponse'];
export type GameConfirmAnswer = Schemas['GameVerifyConfirmResponse'];
export type PlayAnswer = Schemas['PlayGameResponse'];
export type PlayResult = PlayAnswer['result'];
/** Who plays: the token of a phone check (verifyType phone), or the phone typed (verifyType none). */
export type Player = { playToken: string } | { phone: string };

/** An answer other than 2xx; `body` is the API's JSON error (`message`, field `errors`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string> },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface Api {
  coupon(token: string): Promise<CouponView>;
  landingPage(id: string): Promise<LandingPageView>;
  requestOtp(token: string, mobile: string): Promise<OtpRequestAnswer>;
  verifyOtp(token: string, otpToken: string, code: string): Promise<OtpVerifyAnswer>;
  redeem(token: string, otpToken: string | undefined, idempotencyKey: string): Promise<RedeemAnswer>;
  game(gameCode: string): Promise<GameView>;
  verifyGamePhone(gameCode: string, phone: string): Promise<GameVerifyAnswer>;
  confirmGamePhone(gameCode: string, check: { phone: string; referenceCode: string; otp: string }): Promise<GameConfirmAnswer>;
  play(gameCode: string, player: Player, idempotencyKey: string): Promise<PlayAnswer>;
}

/** The public JSON routes, answered in the page's language (server messages and errors). */
export function createApi(fetchImpl: Fetch, language: () => Language): Api {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetchImpl(path, {
      method,
      headers: { Accept: 'application/json', 'Accept-Language': language(), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json().catch(() => ({}))) as unknown;
    if (!response.ok) throw new ApiError(response.status, (json ?? {}) as ApiError['body']);
    return json as T;
  }
  const coupon = (token: string) => `/api/public/coupons/${encodeURIComponent(token)}`;
  const game = (gameCode: string) => `/api/public/games/${encodeURIComponent(gameCode)}`;
  return {
    coupon: (token) => call('GET', coupon(token)),
    landingPage: (id) => call('GET', `/api/public/landing-pages/${encodeURIComponent(id)}`),
    requestOtp: (token, mobile) => call('POST', `${coupon(token)}/otp`, { mobile }),
    verifyOtp: (token, otpToken, code) => call('POST', `${coupon(token)}/otp/verify`, { otpToken, code }),
    redeem: (token, otpToken, idempotencyKey) =>
      call('POST', `${coupon(token)}/redeem`, otpToken ? { otpToken } : {}, { 'Idempotency-Key': idempotencyKey }),
    game: (gameCode) => call('GET', game(gameCode)),
    verifyGamePhone: (gameCode, phone) => call('POST', `${game(gameCode)}/verify`, { phone }),
    confirmGamePhone: (gameCode, check) => call('POST', `${game(gameCode)}/verify/confirm`, check),
    play: (gameCode, player, idempotencyKey) =>
      call('POST', `${game(gameCode)}/play`, player, { 'Idempotency-Key': idempotencyKey }),
  };
}

/** 128 random bits as hex: crypto.randomUUID exists only on https pages, this everywhere. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Worth sending again: no answer at all, a server failure, throttling, or the first try still running. */
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 409 || error.status === 429;

export interface RetryOptions {
  attempts?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One press of a button whose request must not count twice: one idempotency key, kept for
 * every retry, so a request that reached the server before the connection dropped is answered
 * with its first result rather than done again.
 */
async function once<T>(send: (key: string) => Promise<T>, { attempts = 4, wait = sleep }: RetryOptions = {}): Promise<T> {
  const key = newIdempotencyKey();
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await wait(500 * 2 ** (attempt - 1));
    }
  }
}

/** One press of the redeem button. */
export const redeemOnce = (api: Api, token: string, otpToken: string | undefined, retry?: RetryOptions): Promise<RedeemAnswer> =>
  once((key) => api.redeem(token, otpToken, key), retry);

/** One press of a game's play button: a repeat answers the play first decided and plays nothing more. */
export const playOnce = (api: Api, gameCode: string, player: Player, retry?: RetryOptions): Promise<PlayAnswer> =>
  once((key) => api.play(gameCode, player, key), retry);
