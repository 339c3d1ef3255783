import type { AbilityRule, Session, UserData } from '@/types';

// The names the specification uses for what login stores.
const USER_DATA_KEY = 'userData';
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const ACTING_ACCOUNT_KEY = 'actingAccountId';

export const GUEST_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const parseUserData = (raw: string | null): UserData | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserData;
  } catch {
    return null;
  }
};

export const readSession = (): Session | null => {
  const userData = parseUserData(localStorage.getItem(USER_DATA_KEY));
  const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
  if (!userData || !accessToken || !refreshToken) return null;
  return { userData, accessToken, refreshToken };
};

export const readUserData = (): UserData | null => parseUserData(localStorage.getItem(USER_DATA_KEY));

export const readAbilityRules = (): AbilityRule[] => readUserData()?.ability ?? GUEST_RULES;

export const saveSession = ({ userData, accessToken, refreshToken }: Session): void => {
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(userData));
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
};

/** Keeps the stored user in step after the profile was edited. */
export const patchUserData = (changes: Partial<UserData>): void => {
  const userData = readUserData();
  if (!userData) return;
  localStorage.setItem(USER_DATA_KEY, JSON.stringify({ ...userData, ...changes }));
};

export const clearSession = (): void => {
  localStorage.removeItem(USER_DATA_KEY);
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(ACTING_ACCOUNT_KEY);
};

/** The account chosen in the account switcher, sent as X-Account-Id; null acts in the user's own. */
export const readActingAccountId = (): string | null => localStorage.getItem(ACTING_ACCOUNT_KEY);

export const saveActingAccountId = (accountId: string | null): void => {
  if (accountId) localStorage.setItem(ACTING_ACCOUNT_KEY, accountId);
  else localStorage.removeItem(ACTING_ACCOUNT_KEY);
};
