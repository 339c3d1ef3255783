import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts).
export default {
  subject: 'Consent',
  icon: FactCheckIcon,
  menu: { label: 'app.menu.consents', section: 'app.menu.people', order: 45 },
} satisfies ResourceMeta;
