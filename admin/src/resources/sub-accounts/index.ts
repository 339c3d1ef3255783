import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: lazy(() => import('./SubAccountList')),
  create: lazy(() => import('./SubAccountCreate')),
  edit: lazy(() => import('./SubAccountEdit')),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
