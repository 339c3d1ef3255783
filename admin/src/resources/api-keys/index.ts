import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

export default {
  list: withAccess(
    'list',
    'api-keys',
    lazy(() => import('./ApiKeyList')),
  ),
  create: withAccess(
    'create',
    'api-keys',
    lazy(() => import('./ApiKeyCreate')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
