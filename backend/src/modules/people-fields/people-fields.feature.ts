import { defineFeature } from '../../common/feature/feature.js';
import { PeopleField } from './people-field.entity.js';

/** The account's admins shape People Structure; operators and viewers read it (forms and imports use it). */
export const peopleFieldsFeature = defineFeature({
  name: 'people-fields',
  api: () => import('./people-fields-api.module.js').then((m) => m.PeopleFieldsApiModule),
  entities: [PeopleField],
  grants: { PeopleField: { operator: ['read'], viewer: ['read'] } },
});
