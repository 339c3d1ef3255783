import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// The ledger is written by the people who decide, on their consent page: a list, nothing to edit.
export default {
  list: withAccess(
    'list',
    'consents',
    lazy(() => import('./ConsentList')),
  ),
  icon: meta.icon,
  recordRepresentation: 'mobile',
};
