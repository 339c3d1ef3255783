import DescriptionIcon from '@mui/icons-material/Description';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Template',
  icon: DescriptionIcon,
  menu: { label: 'app.menu.templates', section: '', order: 10 },
} satisfies ResourceMeta;
