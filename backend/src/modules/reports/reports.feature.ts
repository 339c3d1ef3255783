import { defineFeature } from '../../common/feature/feature.js';
import { Report } from './report.entity.js';

/** Operators make, run and remove reports; viewers read and download them. */
export const reportsFeature = defineFeature({
  name: 'reports',
  api: () => import('./reports-api.module.js').then((m) => m.ReportsApiModule),
  entities: [Report],
  grants: { Report: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
