import { abilityFor } from '../../../backend/src/common/auth/abilities.js';
import type { RequestContext } from '../../../backend/src/common/tenancy/request-context.js';

/**
 * The worker acts for the account that confirmed a send, inside that account only: the tenant
 * data layer scopes its reads (uploads, blacklist) exactly as it scoped the confirmation's.
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
