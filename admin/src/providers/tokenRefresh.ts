import type { Session } from '@/types';
import { authApi } from './authApi';
import { expiresWithin, tokenExpiresAt } from './jwt';
import { isHttpError } from './http';
import { clearSession, readSession, saveSession } from './session';

/** Refresh this long before the access token (10 minutes) expires. */
export const REFRESH_MARGIN_MS = 60_000;

let inFlight: Promise<Session | null> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Spend the refresh token once. The token is single-use and presenting a spent one revokes
 * the whole family, so every caller in this tab shares one in-flight promise, and tabs queue
 * on a Web Lock where the browser has them; a tab that waited re-reads storage and keeps the
 * tokens another tab already obtained.
 */
export const refreshSession = (): Promise<Session | null> => {
  if (!inFlight) {
    const tokenSeen = readSession()?.refreshToken;
    inFlight = withRefreshLock(() => rotate(tokenSeen)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
};

const withRefreshLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('engage-token-refresh', task) : task();
};

const rotate = async (tokenSeen: string | undefined): Promise<Session | null> => {
  const current = readSession();
  if (!current) return null;
  if (tokenSeen && current.refreshToken !== tokenSeen) return current; // another tab rotated it
  try {
    const next = await authApi.refresh(current.refreshToken);
    saveSession(next);
    scheduleRefresh();
    return next;
  } catch (error) {
    if (isHttpError(error, 401)) {
      stopRefreshTimer();
      clearSession();
    }
    return null;
  }
};

/** A usable access token: refreshed first when it is about to expire. */
export const getAccessToken = async (): Promise<string | null> => {
  const session = readSession();
  if (!session) return null;
  if (!expiresWithin(session.accessToken, REFRESH_MARGIN_MS)) return session.accessToken;
  return (await refreshSession())?.accessToken ?? null;
};

/** Silent refresh shortly before expiry while the app is open. */
export const scheduleRefresh = (): void => {
  stopRefreshTimer();
  const session = readSession();
  const expiresAt = session ? tokenExpiresAt(session.accessToken) : null;
  if (expiresAt === null) return;
  const delay = Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS);
  timer = setTimeout(() => {
    timer = null;
    void refreshSession();
  }, delay);
};

export const stopRefreshTimer = (): void => {
  if (timer) clearTimeout(timer);
  timer = null;
};
