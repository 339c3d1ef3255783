import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
// The specification's Game Configuration, after Games (the dashboards, layout/Menu.tsx).
export default {
  subject: 'Game',
  icon: SportsEsportsIcon,
  menu: { label: 'app.menu.gameConfiguration', section: 'app.menu.games', order: 20 },
} satisfies ResourceMeta;
