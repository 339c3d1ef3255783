import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceMeta } from '@/resources/registry';

export default {
  subject: 'Broadcast',
  icon: CampaignIcon,
  menu: { label: 'app.menu.broadcast', section: 'app.menu.communication', order: 10 },
} satisfies ResourceMeta;
