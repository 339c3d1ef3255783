import VerifiedIcon from '@mui/icons-material/Verified';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'Redemption',
  icon: VerifiedIcon,
  menu: { label: 'app.menu.keyVerification', section: 'app.menu.coupons', order: 30 },
} satisfies ResourceMeta;
