import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

export default {
  list: withAccess(
    'list',
    'messages',
    lazy(() => import('./MessageList')),
  ),
  icon: meta.icon,
  recordRepresentation: 'mobile',
};
