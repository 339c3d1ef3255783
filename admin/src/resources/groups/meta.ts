import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Group',
  icon: GroupsIcon,
  menu: { label: 'app.menu.groups', section: 'app.menu.people', order: 30 },
} satisfies ResourceMeta;
