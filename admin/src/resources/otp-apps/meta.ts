import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
export default {
  subject: 'OtpApp',
  icon: PhonelinkLockIcon,
  menu: { label: 'app.menu.otpConfiguration', section: 'app.menu.otp', order: 30 },
} satisfies ResourceMeta;
