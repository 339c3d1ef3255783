import { defineFeature } from '../../common/feature/feature.js';
import { ChunkLease } from './chunk-lease.entity.js';
import { EarlyReceipt } from './early-receipt.entity.js';
import { SendProgress } from './send-progress.entity.js';
import { Message } from './message.entity.js';
import { MessageStats } from './message-stats.entity.js';

export const messagesFeature = defineFeature({
  name: 'messages',
  api: () => import('./messages.module.js').then((m) => m.MessagesModule),
  entities: [Message, EarlyReceipt, SendProgress, ChunkLease, MessageStats],
  grants: {
    Message: { operator: ['read'], viewer: ['read'] },
  },
});
