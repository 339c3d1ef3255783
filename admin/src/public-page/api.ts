import type { Language } from './i18n';

export type CouponState = 'usable' | 'used' | 'expired' | 'not_started';
export type RedeemResult = 'redeemed' | 'already_used' | 'limit_reached' | 'expired' | 'not_started' | 'not_found' | 'staff_only';
export type OtpVerifyResult = 'Success!' | 'Verify Fail' | 'Over Limit Usage' | 'OTP Code Expired' | 'Already Verified' | 'Internal Server Error';

/** `GET /api/public/coupons/:token`: what the customer's page shows. */
export interface CouponView {
  token: string;
  code: string;
  couponName: string;
  couponImg: string | null;
  /** Sanitised by the server when the coupon was saved. */
  condition: string;
  checkedRedeemBtn: boolean;
  buttonText: string;
  textColor: string;
  buttonColor: string;
  validFrom: string;
  validUntil: string | null;
  state: CouponState;
  redeemed: number;
  useMaxRedeem: number;
  phoneNumber: boolean;
  staffOnly: boolean;
  maskedMobile: string | null;
  accountName: string;
  landingPage: { landingpage_name: string; landingpage_detail: string } | null;
}

export interface LandingPageView {
  id: string;
  landingpage_name: string;
  landingpage_detail: string;
}

export interface RedeemAnswer {
  result: RedeemResult;
  message: string;
  redemption: unknown;
}

export interface OtpRequestAnswer {
  token: string;
  refCode: string;
  expiresAt: string;
}

export interface OtpVerifyAnswer {
  result: OtpVerifyResult;
  attemptsLeft: number;
}

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
  return {
    coupon: (token) => call('GET', coupon(token)),
    landingPage: (id) => call('GET', `/api/public/landing-pages/${encodeURIComponent(id)}`),
    requestOtp: (token, mobile) => call('POST', `${coupon(token)}/otp`, { mobile }),
    verifyOtp: (token, otpToken, code) => call('POST', `${coupon(token)}/otp/verify`, { otpToken, code }),
    redeem: (token, otpToken, idempotencyKey) =>
      call('POST', `${coupon(token)}/redeem`, otpToken ? { otpToken } : {}, { 'Idempotency-Key': idempotencyKey }),
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
 * One press of the redeem button: one idempotency key, kept for every retry, so a request
 * that reached the server before the connection dropped is answered with its first result
 * rather than redeemed twice.
 */
export async function redeemOnce(
  api: Api,
  token: string,
  otpToken: string | undefined,
  { attempts = 4, wait = sleep }: RetryOptions = {},
): Promise<RedeemAnswer> {
  const key = newIdempotencyKey();
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.redeem(token, otpToken, key);
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await wait(500 * 2 ** (attempt - 1));
    }
  }
}
