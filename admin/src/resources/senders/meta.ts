import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Sender',
  icon: RecordVoiceOverIcon,
  // "Sender" in the main navigation. The specification also names "Sender name" under Settings:
  // the same list, so one entry, not two that open the same screen.
  menu: { label: 'app.menu.senders', section: '', order: 20 },
} satisfies ResourceMeta;
