import type { RegistrationPayload, Session } from '@/types';
import { postJson } from './http';

// The sign-in calls of the API: they need no access token.

export interface Credentials {
  email: string;
  password: string;
}

const asSession = (json: unknown): Session => {
  const { userData, accessToken, refreshToken } = json as Session;
  return { userData, accessToken, refreshToken };
};

export const authApi = {
  login: async (credentials: Credentials): Promise<Session> => asSession((await postJson('/jwt/login', credentials)).json),

  register: async (payload: RegistrationPayload): Promise<Session> => asSession((await postJson('/jwt/register', payload)).json),

  /** Whether the e-mail may still register: 409 with the server's message when it is taken. */
  registerCheck: async (email: string): Promise<void> => {
    await postJson('/jwt/register/check', { email });
  },

  /** Registration's phone check: a code to the phone, then the code typed back. */
  registerOtp: async (phone: string): Promise<{ token: string; refCode: string; expiresAt: string }> =>
    (await postJson('/jwt/register/otp', { phone })).json as { token: string; refCode: string; expiresAt: string },

  registerOtpVerify: async (token: string, code: string): Promise<{ result: string; attemptsLeft: number }> =>
    (await postJson('/jwt/register/otp/verify', { token, code })).json as { result: string; attemptsLeft: number },

  refresh: async (refreshToken: string): Promise<Session> =>
    asSession((await postJson('/jwt/refresh-token', { refreshToken })).json),

  logout: async (refreshToken: string): Promise<void> => {
    await postJson('/jwt/logout', { refreshToken });
  },

  forgotPassword: async (email: string): Promise<{ message?: string }> =>
    ((await postJson('/jwt/forgot-password', { email })).json ?? {}) as { message?: string },

  resetPassword: async (token: string, password: string): Promise<void> => {
    await postJson('/jwt/reset-password', { token, password });
  },
};
