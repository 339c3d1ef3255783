import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'OtpRequest',
  icon: ListAltIcon,
  menu: { label: 'app.menu.otpList', section: 'app.menu.otp', order: 10 },
} satisfies ResourceMeta;
