import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess(
    'list',
    'coupon-books',
    lazy(() => import('./CouponBookList')),
  ),
  show: withAccess(
    'show',
    'coupon-books',
    lazy(() => import('./CouponBookShow')),
  ),
  create: withAccess(
    'create',
    'coupon-books',
    lazy(() => import('./CouponBookCreate')),
  ),
  edit: withAccess(
    'edit',
    'coupon-books',
    lazy(() => import('./CouponBookEdit')),
  ),
  icon: meta.icon,
  recordRepresentation: 'name',
};
