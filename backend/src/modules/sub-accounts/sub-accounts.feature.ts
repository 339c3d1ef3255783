import { defineFeature } from '../../common/feature/feature.js';

/** An account's admins keep its sub-accounts (accounts whose parent it is); viewers read them. */
export const subAccountsFeature = defineFeature({
  name: 'sub-accounts',
  api: () => import('./sub-accounts.module.js').then((m) => m.SubAccountsModule),
  entities: [],
  grants: { SubAccount: { viewer: ['read'] } },
});
