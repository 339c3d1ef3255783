import { defineFeature } from '../../common/feature/feature.js';
import { User } from './user.entity.js';

export const usersFeature = defineFeature({
  name: 'users',
  api: () => import('./users.module.js').then((m) => m.UsersModule),
  entities: [User],
  grants: {
    User: { operator: ['read'], viewer: ['read'] },
  },
});
