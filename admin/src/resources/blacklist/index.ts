import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk. A number is added or
// removed: there is no edit screen.
export default {
  list: withAccess(
    'list',
    'blacklist',
    lazy(() => import('./BlacklistList')),
  ),
  create: withAccess(
    'create',
    'blacklist',
    lazy(() => import('./BlacklistCreate')),
  ),
  icon: meta.icon,
  recordRepresentation: 'mobile',
};
