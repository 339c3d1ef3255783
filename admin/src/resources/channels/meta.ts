import RouterIcon from '@mui/icons-material/Router';
import type { ResourceMeta } from '@/resources/registry';

export default {
  subject: 'Channel',
  icon: RouterIcon,
  menu: { label: 'app.menu.channelList', section: 'app.menu.settings', order: 70 },
} satisfies ResourceMeta;
