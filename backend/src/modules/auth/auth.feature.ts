import { defineFeature } from '../../common/feature/feature.js';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/** Auth: one's own profile and sessions; ACL: reading one's own abilities. Every role has both. */
export const authFeature = defineFeature({
  name: 'auth',
  api: () => import('./auth.module.js').then((m) => m.AuthModule),
  entities: [RefreshToken, PasswordReset],
  grants: {
    Auth: { operator: ['read'], viewer: ['read'], client: ['read'] },
    ACL: { operator: ['read'], viewer: ['read'], client: ['read'] },
  },
});
