import { defineFeature } from '../../common/feature/feature.js';

/**
 * The home dashboard reads what `read Message` allows; the back office's view of the platform
 * (every account's volume and revenue, queues) is staff's alone.
 */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  api: () => import('./dashboard-api.module.js').then((m) => m.DashboardApiModule),
  entities: [],
  grants: { Platform: {} },
  staffOnly: ['Platform'],
});
