import type { MongoAbility } from '@casl/ability';
import type { Language } from '../i18n/messages.js';
import type { Role } from '../auth/roles.js';

/**
 * Who is calling and where: built once per request by the auth guard and passed to every
 * service method first. Services never look at the request themselves.
 */
export interface RequestContext {
  /** The signed-in user, or the API key of a public API call (see `apiKeyId`). */
  userId: string;
  /** Set when the public API's key authenticated the call; `userId` is then that key's id. */
  apiKeyId?: string;
  role: Role;
  /** The user's own account. */
  homeAccountId: string;
  /** The account the request acts in (X-Account-Id, or the user's own). */
  accountId: string;
  /**
   * Accounts whose rows this request may see in lists that span sub-accounts:
   * the acting account and its sub-accounts, or null for staff acting in the platform
   * account (every account).
   */
  scopeAccountIds: string[] | null;
  ability: MongoAbility;
  language: Language;
}

export function isStaff(ctx: RequestContext): boolean {
  return ctx.role === 'staff';
}
