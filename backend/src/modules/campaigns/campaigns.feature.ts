import { defineFeature } from '../../common/feature/feature.js';
import { CampaignCoupon } from './campaign-coupon.entity.js';
import { Campaign } from './campaign.entity.js';

/** Operators run the account's campaigns; viewers read them. */
export const campaignsFeature = defineFeature({
  name: 'campaigns',
  api: () => import('./campaigns-api.module.js').then((m) => m.CampaignsApiModule),
  entities: [Campaign, CampaignCoupon],
  grants: { Campaign: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
