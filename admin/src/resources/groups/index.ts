import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'groups',
    lazy(() => import('./GroupList')),
  ),
  create: withAccess(
    'create',
    'groups',
    lazy(() => import('./GroupCreate')),
  ),
  edit: withAccess(
    'edit',
    'groups',
    lazy(() => import('./GroupEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
