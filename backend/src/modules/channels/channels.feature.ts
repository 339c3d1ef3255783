import { defineFeature } from '../../common/feature/feature.js';
import { Channel } from './channel.entity.js';

export const channelsFeature = defineFeature({
  name: 'channels',
  entities: [Channel],
  grants: { Channel: {} },
  staffOnly: ['Channel'],
});
