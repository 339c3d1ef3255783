import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceMeta } from '@/resources/registry';

export default {
  subject: 'Message',
  icon: ReceiptLongIcon,
  menu: { label: 'app.menu.logs', section: '', order: 60 },
} satisfies ResourceMeta;
