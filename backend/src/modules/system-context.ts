import { abilityFor } from './abilities.js';
import type { RequestContext } from '../common/tenancy/request-context.js';

/**
 * Work done for an account with nobody signed in (the worker for the account that confirmed a
 * send, the platform for a registration's phone check), inside that account only: the tenant
 * data layer scopes it exactly as it scopes a person's request.
 */
export function systemContext(accountId: string): RequestContext {
  return {
    userId: '00000000-0000-0000-0000-000000000000',
    role: 'admin',
    homeAccountId: accountId,
    accountId,
    scopeAccountIds: [accountId],
    ability: abilityFor('admin'),
    language: 'en',
  };
}
