import LabelIcon from '@mui/icons-material/Label';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
// No menu entry yet: the navigation follows the specification (layout/Menu.test.tsx), so the
// module's place in it is chosen with it, e.g.
// menu: { label: 'app.menu.games', section: 'app.menu.settings', order: 8 },
export default {
  subject: 'Game',
  icon: LabelIcon,
} satisfies ResourceMeta;
