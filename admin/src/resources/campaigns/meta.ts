import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'Campaign',
  icon: CampaignIcon,
  menu: { label: 'app.menu.campaign', section: 'app.menu.communication', order: 15 },
} satisfies ResourceMeta;
