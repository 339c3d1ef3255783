import WebIcon from '@mui/icons-material/Web';
import type { ResourceMeta } from '@/resources/registry';

// Plain data read by the ability helpers and the menu: it must not import the screens.
// The specification's navigation: "Landing page" → "Pages".
export default {
  subject: 'LandingPage',
  icon: WebIcon,
  menu: { label: 'app.menu.landing-pages', section: 'app.menu.landingPage', order: 10 },
} satisfies ResourceMeta;
