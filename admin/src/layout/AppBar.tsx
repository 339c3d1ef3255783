import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, UserMenu } from 'react-admin';
import { AccountSwitcher } from './AccountSwitcher';
import { LogoutMenuItem, ProfileMenuItem } from './UserMenuItems';

const Toolbar = () => (
  <>
    <AccountSwitcher />
    <LocalesMenuButton />
    <LoadingIndicator />
  </>
);

const AppUserMenu = () => (
  <UserMenu>
    <ProfileMenuItem />
    <LogoutMenuItem />
  </UserMenu>
);

export const AppBar = () => <RaAppBar toolbar={<Toolbar />} userMenu={<AppUserMenu />} />;
