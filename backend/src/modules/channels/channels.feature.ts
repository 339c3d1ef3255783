import { defineFeature } from '../../common/feature/feature.js';
import { Channel } from './channel.entity.js';

export const channelsFeature = defineFeature({
  name: 'channels',
  api: () => import('./channels-api.module.js').then((m) => m.ChannelsApiModule),
  entities: [Channel],
  // Staff set channels up; a business reads its own (Channel List), without their connection details.
  grants: { Channel: { admin: ['read'], operator: ['read'], viewer: ['read'] } },
  staffOnly: ['Channel'],
});
