import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { withAccess } from '@/components/withAccess';
import type { ResourceOptions } from '@/resources/registry';

// Screens load on first visit, keeping them out of the main chunk.
export default {
  list: withAccess('list', 'sub-accounts', lazy(() => import('./SubAccountList'))),
  create: withAccess('create', 'sub-accounts', lazy(() => import('./SubAccountCreate'))),
  edit: withAccess('edit', 'sub-accounts', lazy(() => import('./SubAccountEdit'))),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  options: { subject: 'SubAccount', menu: { label: 'app.menu.subAccounts', section: 'app.menu.settings', order: 30 } } satisfies ResourceOptions,
};
