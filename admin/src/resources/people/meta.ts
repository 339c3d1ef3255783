import ContactsIcon from '@mui/icons-material/Contacts';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Person',
  icon: ContactsIcon,
  menu: { label: 'app.menu.peopleList', section: 'app.menu.people', order: 10 },
} satisfies ResourceMeta;
