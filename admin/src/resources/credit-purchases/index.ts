import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Staff top accounts up; an account's admins read its invoices.
export default {
  list: withAccess(
    'list',
    'credit-purchases',
    lazy(() => import('./CreditPurchaseList')),
  ),
  create: withAccess(
    'create',
    'credit-purchases',
    lazy(() => import('./CreditPurchaseCreate')),
  ),
  icon: meta.icon,
  recordRepresentation: 'invoiceNumber',
};
