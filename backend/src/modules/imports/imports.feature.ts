import { defineFeature } from '../../common/feature/feature.js';
import { ImportInvalidRow } from './import-invalid-row.entity.js';
import { Import } from './import.entity.js';

/** Operators import people and blacklists; viewers see the imports. */
export const importsFeature = defineFeature({
  name: 'imports',
  api: () => import('./imports-api.module.js').then((m) => m.ImportsApiModule),
  entities: [Import, ImportInvalidRow],
  grants: { Import: { operator: ['read', 'create', 'update'], viewer: ['read'] } },
});
