import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// A send is composed on the Quick Send page; here it is followed and, while scheduled, cancelled.
export default {
  list: withAccess(
    'list',
    'broadcasts',
    lazy(() => import('./BroadcastList')),
  ),
  show: withAccess(
    'show',
    'broadcasts',
    lazy(() => import('./BroadcastShow')),
  ),
  icon: meta.icon,
  recordRepresentation: 'description',
};
