import { defineFeature } from '../../common/feature/feature.js';
import { Group } from './group.entity.js';

export const groupsFeature = defineFeature({
  name: 'groups',
  api: () => import('./groups.module.js').then((m) => m.GroupsModule),
  entities: [Group],
  grants: { Group: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
