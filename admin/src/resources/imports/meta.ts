import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Import',
  icon: UploadFileIcon,
  menu: { label: 'app.menu.imports', section: 'app.menu.people', order: 60 },
} satisfies ResourceMeta;
