import { defineFeature } from '../../common/feature/feature.js';
import { GroupMember } from './group-member.entity.js';
import { PersonTag } from './person-tag.entity.js';
import { Person } from './person.entity.js';

/**
 * Operators keep the account's people; viewers read them. A person's tags and static groups
 * (person_tags, group_members) are the people module's: tags and groups define the sets,
 * this module says who is in them.
 */
export const peopleFeature = defineFeature({
  name: 'people',
  api: () => import('./people-api.module.js').then((m) => m.PeopleApiModule),
  entities: [Person, PersonTag, GroupMember],
  grants: { Person: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] } },
});
