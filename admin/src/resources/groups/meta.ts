import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Group',
  icon: GroupsIcon,
  // Before People List, as the specification's navigation has it.
  menu: { label: 'app.menu.groups', section: 'app.menu.people', order: 5 },
} satisfies ResourceMeta;
