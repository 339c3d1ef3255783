import { defineFeature } from '../../common/feature/feature.js';
import { Sender } from './sender.entity.js';

/**
 * Operators may ask for a sender name and see the account's names; only admins withdraw or
 * remove one. Approving and rejecting (`SenderApproval`) belongs to back-office staff alone.
 */
// Subjects named outright: `staffOnly` would otherwise narrow them to its own list.
export const sendersFeature = defineFeature<'Sender' | 'SenderApproval'>({
  name: 'senders',
  api: () => import('./senders-api.module.js').then((m) => m.SendersApiModule),
  entities: [Sender],
  grants: {
    Sender: { operator: ['read', 'create'], viewer: ['read'] },
    SenderApproval: {},
  },
  staffOnly: ['SenderApproval'],
});
