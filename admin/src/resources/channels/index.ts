import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Channel List: staff set gateways up per account (create, edit); a business reads its own.
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
