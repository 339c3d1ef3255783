import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'tags',
    lazy(() => import('./TagList')),
  ),
  create: withAccess(
    'create',
    'tags',
    lazy(() => import('./TagCreate')),
  ),
  edit: withAccess(
    'edit',
    'tags',
    lazy(() => import('./TagEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
