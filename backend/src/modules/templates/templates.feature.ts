import { defineFeature } from '../../common/feature/feature.js';
import { Template } from './template.entity.js';

/** Operators write the account's templates; viewers read them. */
export const templatesFeature = defineFeature({
  name: 'templates',
  entities: [Template],
  grants: {
    Template: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] },
  },
});
