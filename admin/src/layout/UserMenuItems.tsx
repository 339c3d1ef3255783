import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { LinkBase, useLogout, useTranslate, useUserMenu } from 'react-admin';

export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={LinkBase} to="/profile" ref={ref} onClick={userMenu?.onClose} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.profile')}</ListItemText>
    </MenuItem>
  );
});

/** "Log Out" as the specification labels it. */
export const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} onClick={() => logout()} {...props}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.logout')}</ListItemText>
    </MenuItem>
  );
});
