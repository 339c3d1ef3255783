import type { ReactElement } from 'react';
import { ListSubheader } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { canAccessResource } from '@/providers/ability';
import { readAbilityRules } from '@/providers/session';

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  /** The resource whose `list` ability shows the entry. */
  resource: string;
}

// Grouped as in the specification's navigation; only modules that exist so far.
const settingsEntries: MenuEntry[] = [
  { to: '/account-settings', label: 'app.menu.accountSettings', icon: <SettingsIcon />, resource: 'account-setting' },
  { to: '/users', label: 'app.menu.users', icon: <PeopleIcon />, resource: 'users' },
  { to: '/sub-accounts', label: 'app.menu.subAccounts', icon: <AccountTreeIcon />, resource: 'sub-accounts' },
];

const MenuSection = ({ label, entries }: { label: string; entries: MenuEntry[] }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  // Checked at once from the stored rules (see useCan).
  const rules = readAbilityRules();
  const visible = entries.filter((entry) => canAccessResource(rules, 'list', entry.resource));
  if (visible.length === 0) return null;
  return (
    <>
      {sidebarOpen ? (
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
          {translate(label)}
        </ListSubheader>
      ) : null}
      {visible.map((entry) => (
        <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
    </>
  );
};

export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem primaryText="app.menu.home" leftIcon={<HomeIcon />} />
    <MenuSection label="app.menu.settings" entries={settingsEntries} />
  </RaMenu>
);
