import { defineFeature } from '../../common/feature/feature.js';
import { Account } from './account.entity.js';

export const accountsFeature = defineFeature({
  name: 'accounts',
  api: () => import('./accounts.module.js').then((m) => m.AccountsModule),
  entities: [Account],
  grants: {
    Account: { operator: ['read'], viewer: ['read'] },
  },
});
