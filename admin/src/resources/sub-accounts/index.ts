import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess('list', 'sub-accounts', lazy(() => import('./SubAccountList'))),
  create: withAccess('create', 'sub-accounts', lazy(() => import('./SubAccountCreate'))),
  edit: withAccess('edit', 'sub-accounts', lazy(() => import('./SubAccountEdit'))),
  icon: meta.icon,
  recordRepresentation: 'name',
};
