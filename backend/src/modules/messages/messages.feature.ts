import { defineFeature } from '../../common/feature/feature.js';
import { EarlyReceipt } from './early-receipt.entity.js';
import { Message } from './message.entity.js';

export const messagesFeature = defineFeature({
  name: 'messages',
  entities: [Message, EarlyReceipt],
  grants: {
    Message: { operator: ['read'], viewer: ['read'] },
  },
});
