import AssessmentIcon from '@mui/icons-material/Assessment';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Report',
  icon: AssessmentIcon,
  // "Report" in the main navigation, between Sender and Logs.
  menu: { label: 'app.menu.reports', section: '', order: 50 },
} satisfies ResourceMeta;
