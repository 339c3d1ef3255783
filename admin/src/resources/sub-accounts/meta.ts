import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'SubAccount',
  icon: AccountTreeIcon,
  menu: { label: 'app.menu.subAccounts', section: 'app.menu.settings', order: 30 },
} satisfies ResourceMeta;
