import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'CouponBook',
  icon: MenuBookIcon,
  menu: { label: 'app.menu.coupon-books', section: 'app.menu.coupons', order: 20 },
} satisfies ResourceMeta;
