import { defineFeature } from '../../common/feature/feature.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** The public API's own storage: answers kept for idempotency keys (no console subject). */
export const publicApiFeature = defineFeature({
  name: 'public-api',
  api: () => import('./public-api.module.js').then((m) => m.PublicApiModule),
  entities: [IdempotencyKey],
  grants: {},
});
