import { defineFeature } from '../../common/feature/feature.js';
import { BlacklistEntry } from './blacklist.entity.js';

/** The table the send path enforces; its screens and routes come with the people module. */
export const blacklistFeature = defineFeature({
  name: 'blacklist',
  entities: [BlacklistEntry],
  grants: {},
});
