import { defineFeature } from '../../common/feature/feature.js';
import { ApiKey } from './api-key.entity.js';

/** Config API: admins create, rotate and revoke keys; operators and viewers see them (never a secret). */
export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  api: () => import('./api-keys-api.module.js').then((m) => m.ApiKeysApiModule),
  entities: [ApiKey],
  grants: { ApiKey: { operator: ['read'], viewer: ['read'] } },
});
