import ViewListIcon from '@mui/icons-material/ViewList';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'PeopleField',
  icon: ViewListIcon,
  menu: { label: 'app.menu.peopleFields', section: 'app.menu.people', order: 50 },
} satisfies ResourceMeta;
