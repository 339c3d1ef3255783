import { defineFeature } from '../../common/feature/feature.js';
import { Redemption } from './redemption.entity.js';

/**
 * Key verification: the business's staff look codes up and redeem them. A verifier does only
 * that (and reads the sale list); operators may also void a redemption.
 */
export const redemptionsFeature = defineFeature({
  name: 'redemptions',
  api: () => import('./redemptions-api.module.js').then((m) => m.RedemptionsApiModule),
  entities: [Redemption],
  grants: {
    Redemption: { operator: ['read', 'create', 'update'], viewer: ['read'], verifier: ['read', 'create'] },
  },
});
