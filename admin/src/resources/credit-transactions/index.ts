import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

export default {
  list: withAccess(
    'list',
    'credit-transactions',
    lazy(() => import('./CreditTransactionList')),
  ),
  icon: meta.icon,
};
