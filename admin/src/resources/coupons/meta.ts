import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'Coupon',
  icon: ConfirmationNumberIcon,
  menu: { label: 'app.menu.couponList', section: 'app.menu.coupons', order: 10 },
} satisfies ResourceMeta;
