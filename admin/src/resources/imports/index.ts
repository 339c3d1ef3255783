import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk. An import is created by the
// wizard and then only watched: there is no edit screen.
export default {
  list: withAccess(
    'list',
    'imports',
    lazy(() => import('./ImportList')),
  ),
  create: withAccess(
    'create',
    'imports',
    lazy(() => import('./ImportCreate')),
  ),
  show: withAccess(
    'show',
    'imports',
    lazy(() => import('./ImportShow')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
