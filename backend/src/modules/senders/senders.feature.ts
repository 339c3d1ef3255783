import { defineFeature } from '../../common/feature/feature.js';
import { Sender } from './sender.entity.js';

export const sendersFeature = defineFeature({
  name: 'senders',
  entities: [Sender],
  grants: {
    Sender: { operator: ['read', 'create'], viewer: ['read'] },
    // Approving and rejecting names is back-office work.
    SenderApproval: {},
  },
  staffOnly: ['SenderApproval'],
});
