import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'coupons',
    lazy(() => import('./CouponList')),
  ),
  show: withAccess(
    'show',
    'coupons',
    lazy(() => import('./CouponShow')),
  ),
  create: withAccess(
    'create',
    'coupons',
    lazy(() => import('./CouponCreate')),
  ),
  edit: withAccess(
    'edit',
    'coupons',
    lazy(() => import('./CouponEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'couponName',
};
