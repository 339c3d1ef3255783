import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Back-office staff only: gateway settings per account.
export default {
  list: withAccess(
    'list',
    'channels',
    lazy(() => import('./ChannelList')),
  ),
  create: withAccess(
    'create',
    'channels',
    lazy(() => import('./ChannelCreate')),
  ),
  edit: withAccess(
    'edit',
    'channels',
    lazy(() => import('./ChannelEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
