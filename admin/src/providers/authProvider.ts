import type { AuthProvider, UserIdentity } from 'react-admin';
import type { RegistrationPayload, Role, Session } from '@/types';
import { canAccessResource } from './ability';
import { authApi, type Credentials } from './authApi';
import { expiresWithin } from './jwt';
import { loginAddress, reloadOnLogin } from './signedOutRedirect';
import { clearSession, readAbilityRules, readSession, readUserData, saveActingAccountId, saveSession } from './session';
import { REFRESH_MARGIN_MS, refreshSession, scheduleRefresh, stopRefreshTimer } from './tokenRefresh';

/** Sign in with credentials, or create an account and sign in with it. */
export type LoginParams = Credentials | { registration: RegistrationPayload };

export interface AppIdentity extends UserIdentity {
  role: Role;
  accountId: string;
}

const startSession = (session: Session): void => {
  saveSession(session);
  saveActingAccountId(null); // a choice made by a previous user must not leak into this one
  scheduleRefresh();
};

const hasStatus = (error: unknown, status: number): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const session = 'registration' in params ? await authApi.register(params.registration) : await authApi.login(params);
    startSession(session);
  },

  async logout() {
    const refreshToken = readSession()?.refreshToken;
    stopRefreshTimer();
    clearSession();
    if (refreshToken) {
      // Revokes the token family on the server; the local session is gone either way.
      await authApi.logout(refreshToken).catch(() => undefined);
      // A real sign-out (not the check of a visitor who never signed in) starts a fresh page.
      reloadOnLogin();
      return false;
    }
    return loginAddress();
  },

  async checkAuth() {
    const session = readSession();
    // No session at all: the login page needs no "please sign in" notice.
    if (!session) throw { message: false, redirectTo: loginAddress() };
    if (expiresWithin(session.accessToken, REFRESH_MARGIN_MS) && !(await refreshSession())) {
      throw { message: 'errors.unauthorized', redirectTo: loginAddress() };
    }
    scheduleRefresh();
  },

  async checkError(error: unknown) {
    if (!hasStatus(error, 401)) return; // 403 and the rest are shown, they do not sign out
    if (readSession() && (await refreshSession())) return;
    throw { message: 'errors.unauthorized', redirectTo: loginAddress() };
  },

  async getIdentity(): Promise<AppIdentity> {
    const user = readUserData();
    if (!user) throw new Error('errors.unauthorized');
    return {
      id: user.id,
      fullName: user.fullName,
      avatar: user.avatar ?? undefined,
      role: user.role,
      accountId: user.accountId,
    };
  },

  async getPermissions() {
    return readAbilityRules();
  },

  async canAccess({ action, resource }) {
    return canAccessResource(readAbilityRules(), action, resource);
  },
};
