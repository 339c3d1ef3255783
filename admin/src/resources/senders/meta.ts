import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Sender',
  icon: RecordVoiceOverIcon,
  // "Sender" in the main navigation, and "Sender name" under Settings, as the specification has both.
  menu: [
    { label: 'app.menu.senders', section: '', order: 20 },
    { label: 'app.menu.senderName', section: 'app.menu.settings', order: 2 },
  ],
} satisfies ResourceMeta;
