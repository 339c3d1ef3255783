import { lazy } from 'react';
import { withAccess } from '@/components/withAccess';
import meta from './meta';
import type { UserRecord } from '@/types';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess('list', 'users', lazy(() => import('./UserList'))),
  create: withAccess('create', 'users', lazy(() => import('./UserCreate'))),
  edit: withAccess('edit', 'users', lazy(() => import('./UserEdit'))),
  icon: meta.icon,
  recordRepresentation: (record: UserRecord) => record.fullName || record.username,
};
