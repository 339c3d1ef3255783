import { defineFeature } from '../../common/feature/feature.js';
import { BlacklistEntry } from './blacklist.entity.js';
import { UnsubscribeCode } from './unsubscribe-code.entity.js';

/** Operators add and remove the account's blocked numbers; viewers read them. */
export const blacklistFeature = defineFeature({
  name: 'blacklist',
  api: () => import('./blacklist-api.module.js').then((m) => m.BlacklistApiModule),
  entities: [BlacklistEntry, UnsubscribeCode],
  grants: {
    BlacklistEntry: { operator: ['read', 'create', 'delete'], viewer: ['read'] },
  },
});
