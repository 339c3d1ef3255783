import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

export default {
  list: withAccess(
    'list',
    'otp-requests',
    lazy(() => import('./OtpRequestList')),
  ),
  icon: meta.icon,
  recordRepresentation: 'refCode',
};
