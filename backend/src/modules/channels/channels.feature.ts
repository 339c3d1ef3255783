import { defineFeature } from '../../common/feature/feature.js';
import { Channel } from './channel.entity.js';

export const channelsFeature = defineFeature({
  name: 'channels',
  api: () => import('./channels-api.module.js').then((m) => m.ChannelsApiModule),
  entities: [Channel],
  grants: { Channel: {} },
  staffOnly: ['Channel'],
});
