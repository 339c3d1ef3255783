import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ResourceMeta } from '@/resources/registry';

export default {
  subject: 'CreditTransaction',
  icon: ReceiptIcon,
  menu: { label: 'app.menu.transactionHistory', section: 'app.menu.settings', order: 4 },
} satisfies ResourceMeta;
