import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

export default {
  list: withAccess(
    'list',
    'otp-apps',
    lazy(() => import('./OtpAppList')),
  ),
  create: withAccess(
    'create',
    'otp-apps',
    lazy(() => import('./OtpAppCreate')),
  ),
  edit: withAccess(
    'edit',
    'otp-apps',
    lazy(() => import('./OtpAppEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
