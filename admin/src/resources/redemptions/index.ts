import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Key verification is one screen: the code lookup with its redeem form above the sale list.
export default {
  list: withAccess(
    'list',
    'redemptions',
    lazy(() => import('./KeyVerification')),
  ),
  icon: meta.icon,
  recordRepresentation: 'code',
};
