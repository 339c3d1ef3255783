import AddCardIcon from '@mui/icons-material/AddCard';
import type { ResourceMeta } from '@/resources/registry';

export default {
  subject: 'CreditPurchase',
  icon: AddCardIcon,
  menu: { label: 'app.menu.creditPurchases', section: 'app.menu.settings', order: 6 },
} satisfies ResourceMeta;
