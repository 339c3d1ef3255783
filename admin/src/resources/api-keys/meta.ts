import KeyIcon from '@mui/icons-material/Key';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'ApiKey',
  icon: KeyIcon,
  menu: { label: 'app.menu.configApi', section: 'app.menu.channel', order: 20 },
} satisfies ResourceMeta;
