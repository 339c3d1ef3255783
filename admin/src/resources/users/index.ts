import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { withAccess } from '@/components/withAccess';
import type { ResourceOptions } from '@/resources/registry';
import type { UserRecord } from '@/types';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess('list', 'users', lazy(() => import('./UserList'))),
  create: withAccess('create', 'users', lazy(() => import('./UserCreate'))),
  edit: withAccess('edit', 'users', lazy(() => import('./UserEdit'))),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.fullName || record.username,
  options: { subject: 'User', menu: { label: 'app.menu.users', section: 'app.menu.settings', order: 20 } } satisfies ResourceOptions,
};
