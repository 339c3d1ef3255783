import RouterIcon from '@mui/icons-material/Router';
import type { ResourceMeta } from '@/resources/registry';

// The specification's navigation: "Channel" → "Channel List", "Config API". Businesses read their
// own channels there; staff set them up.
export default {
  subject: 'Channel',
  icon: RouterIcon,
  menu: { label: 'app.menu.channelList', section: 'app.menu.channel', order: 10 },
} satisfies ResourceMeta;
