import type { ReactElement } from 'react';
import { ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PhonelinkRingIcon from '@mui/icons-material/PhonelinkRing';
import SendIcon from '@mui/icons-material/Send';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { canAccessResource } from '@/providers/ability';
import { readAbilityRules } from '@/providers/session';
import { registeredResources } from '@/resources/registry';
import { LogoutMenuItem } from './UserMenuItems';

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  /** The resource whose ability shows the entry. */
  resource: string;
  /** The react-admin action that ability must allow (`list` unless said). */
  action?: string;
}

/** Pages that are not resources, with their place in a section. */
const pageEntries: (MenuEntry & { section: string; order: number })[] = [
  {
    to: '/dashboard',
    label: 'app.menu.dashboard',
    icon: <DashboardIcon />,
    resource: 'messages',
    section: 'app.menu.home',
    order: 10,
  },
  {
    to: '/quick-send',
    label: 'app.menu.quickSend',
    icon: <SendIcon />,
    resource: 'broadcasts',
    section: 'app.menu.communication',
    order: 30,
  },
  {
    to: '/quick-send/analyze',
    label: 'app.menu.analyze',
    icon: <QueryStatsIcon />,
    resource: 'broadcasts',
    section: 'app.menu.communication',
    order: 40,
  },
  {
    to: '/test-otp',
    label: 'app.menu.testOtp',
    icon: <PhonelinkRingIcon />,
    resource: 'otp-requests',
    // Test OTP sends a code: those who may only read OTP do not see it.
    action: 'create',
    section: 'app.menu.otp',
    order: 20,
  },
  {
    to: '/coupon-dashboard',
    label: 'app.menu.couponDashboard',
    icon: <InsightsIcon />,
    resource: 'coupons',
    section: 'app.menu.coupons',
    order: 15,
  },
  {
    to: '/game-dashboard',
    label: 'app.menu.games',
    icon: <LeaderboardIcon />,
    resource: 'games',
    section: 'app.menu.games',
    order: 10,
  },
  {
    to: '/account-settings',
    label: 'app.menu.accountSettings',
    icon: <SettingsIcon />,
    resource: 'account-setting',
    section: 'app.menu.settings',
    order: 10,
  },
];

// Sections in the specification's navigation order (§2: Home, Communication, Template, Sender,
// Report, Logs, Otp, Survey, Games, Game Configuration, …, Group, People List, …, Coupons, …,
// Landing page, …, Channel, Channel List, Config API, …, Account Settings, User & Management,
// Account Management, Log Out);
// resources add themselves (menu in their meta.ts). '' is the main navigation, entries without a
// heading. The product's own entries sit with their kin: Imports under People; Sender name,
// transaction history and top-ups open Settings, so that the specification's closing run
// (Account Settings, User & Management, Account Management, Log Out) stays whole. Modules the product does not have (surveys,
// members, 2 Way, MMS, manual, contact us) have no entry.
const SECTIONS = [
  // Right under Home, without a heading of its own: Dashboard.
  'app.menu.home',
  'app.menu.communication',
  '',
  'app.menu.otp',
  // Games (the dashboards) and Game Configuration (the games), after Otp as in the specification.
  'app.menu.games',
  'app.menu.people',
  'app.menu.coupons',
  'app.menu.landingPage',
  'app.menu.channel',
  'app.menu.settings',
];

const entriesOf = (section: string): MenuEntry[] => {
  const resources = registeredResources().flatMap(({ name, icon: Icon, menu }) =>
    [menu ?? []]
      .flat()
      .flatMap((place) =>
        place.section === section
          ? [{ to: `/${name}`, label: place.label, icon: Icon ? <Icon /> : <span />, resource: name, order: place.order }]
          : [],
      ),
  );
  return [...pageEntries.filter((entry) => entry.section === section), ...resources].sort((a, b) => a.order - b.order);
};

const MenuSection = ({ label, entries }: { label: string; entries: MenuEntry[] }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // Checked at once from the stored rules (see useCan).
  const rules = readAbilityRules();
  const visible = entries.filter((entry) => canAccessResource(rules, entry.action ?? 'list', entry.resource));
  if (visible.length === 0) return null;
  return (
    <>
      {sidebarOpen && label && label !== 'app.menu.home' ? (
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
          {translate(label)}
        </ListSubheader>
      ) : null}
      {visible.map((entry) => (
        <RaMenu.Item key={`${entry.to} ${entry.label}`} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
    </>
  );
};

export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem primaryText="app.menu.home" leftIcon={<HomeIcon />} />
    {SECTIONS.map((section) => (
      <MenuSection key={section} label={section} entries={entriesOf(section)} />
    ))}
    {/* Last, as in the specification's navigation (the user menu has it too). */}
    <LogoutMenuItem />
  </RaMenu>
);
