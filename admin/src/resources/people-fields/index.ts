import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'people-fields',
    lazy(() => import('./PeopleFieldList')),
  ),
  create: withAccess(
    'create',
    'people-fields',
    lazy(() => import('./PeopleFieldCreate')),
  ),
  edit: withAccess(
    'edit',
    'people-fields',
    lazy(() => import('./PeopleFieldEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'label',
};
