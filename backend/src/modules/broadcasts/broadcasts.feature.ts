import { defineFeature } from '../../common/feature/feature.js';
import { Broadcast } from './broadcast.entity.js';

export const broadcastsFeature = defineFeature({
  name: 'broadcasts',
  api: () => import('./broadcasts.module.js').then((m) => m.BroadcastsModule),
  entities: [Broadcast],
  grants: {
    Broadcast: { operator: ['read', 'create', 'update'], viewer: ['read'] },
  },
});
