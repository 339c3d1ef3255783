import { defineFeature } from '../../common/feature/feature.js';
import { Template } from './template.entity.js';

/** Operators write the account's templates; viewers read them. */
export const templatesFeature = defineFeature({
  name: 'templates',
  api: () => import('./templates-api.module.js').then((m) => m.TemplatesApiModule),
  entities: [Template],
  grants: {
    Template: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] },
  },
});
