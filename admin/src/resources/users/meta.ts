import PeopleIcon from '@mui/icons-material/People';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'User',
  icon: PeopleIcon,
  menu: { label: 'app.menu.users', section: 'app.menu.settings', order: 20 },
} satisfies ResourceMeta;
