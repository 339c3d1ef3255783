import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '@/types';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: (record: UserRecord) => record.fullName || record.username,
};
