import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, UserMenu } from 'react-admin';
import { CreditBalance } from '@/components/CreditBalance';
import { AccountSwitcher } from './AccountSwitcher';
import { LogoutMenuItem, ProfileMenuItem } from './UserMenuItems';

const Toolbar = () => (
  <>
    <AccountSwitcher />
    <CreditBalance toolbar />
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
