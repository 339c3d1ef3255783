import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'games',
    lazy(() => import('./GameList')),
  ),
  create: withAccess(
    'create',
    'games',
    lazy(() => import('./GameCreate')),
  ),
  edit: withAccess(
    'edit',
    'games',
    lazy(() => import('./GameEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'gameName',
};
