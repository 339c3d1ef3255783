import { defineFeature } from '../../common/feature/feature.js';
import { BlacklistEntry } from './blacklist.entity.js';

/** Operators add and remove the account's blocked numbers; viewers read them. */
export const blacklistFeature = defineFeature({
  name: 'blacklist',
  entities: [BlacklistEntry],
  grants: {
    BlacklistEntry: { operator: ['read', 'create', 'delete'], viewer: ['read'] },
  },
});
