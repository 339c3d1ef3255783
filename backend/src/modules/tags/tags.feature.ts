import { defineFeature } from '../../common/feature/feature.js';
import { Tag } from './tag.entity.js';

export const tagsFeature = defineFeature({
  name: 'tags',
  api: () => import('./tags.module.js').then((m) => m.TagsModule),
  entities: [Tag],
  grants: { Tag: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
