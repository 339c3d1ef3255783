import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk. A name is requested, then
// decided by staff or removed: there is no edit screen.
export default {
  list: withAccess(
    'list',
    'senders',
    lazy(() => import('./SenderList')),
  ),
  create: withAccess(
    'create',
    'senders',
    lazy(() => import('./SenderCreate')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
