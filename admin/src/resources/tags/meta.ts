import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu (admin/src/resources/registry.ts): it
// must not import the screens, which import those helpers in turn.
export default {
  subject: 'Tag',
  icon: LocalOfferIcon,
  menu: { label: 'app.menu.tags', section: 'app.menu.people', order: 20 },
} satisfies ResourceMeta;
