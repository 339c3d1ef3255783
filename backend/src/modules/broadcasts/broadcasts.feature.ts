import { defineFeature } from '../../common/feature/feature.js';
import { Broadcast } from './broadcast.entity.js';

export const broadcastsFeature = defineFeature({
  name: 'broadcasts',
  entities: [Broadcast],
  grants: {
    Broadcast: { operator: ['read', 'create', 'update'], viewer: ['read'] },
  },
});
