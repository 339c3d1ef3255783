import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'BlacklistEntry',
  icon: PhoneDisabledIcon,
  menu: { label: 'app.menu.blacklist', section: 'app.menu.people', order: 40 },
} satisfies ResourceMeta;
