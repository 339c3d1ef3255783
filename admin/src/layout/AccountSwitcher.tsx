import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useLocation, useNavigate, useRefresh, useTranslate } from 'react-admin';
import { SWITCHABLE_ACCOUNTS } from '@/providers/dataProvider';
import { readActingAccountId, saveActingAccountId } from '@/providers/session';
import type { SwitchableAccount } from '@/types';

/**
 * Picks the account requests act in (X-Account-Id). Shown only to users who may act in more
 * than one account; the API lists the user's own account first.
 */
export const AccountSwitcher = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [actingId, setActingId] = useState(readActingAccountId);
  const { data: accounts } = useGetList<SwitchableAccount>(SWITCHABLE_ACCOUNTS, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });

  // A remembered account that is no longer available falls back to the user's own.
  useEffect(() => {
    if (accounts && actingId && !accounts.some((account) => account.id === actingId)) {
      saveActingAccountId(null);
      setActingId(null);
      refresh();
    }
  }, [accounts, actingId, refresh]);

  if (!accounts || accounts.length <= 1) return null;
  const ownId = accounts[0]!.id;

  const switchTo = (accountId: string) => {
    const next = accountId === ownId ? null : accountId;
    saveActingAccountId(next);
    setActingId(next);
    // A record of the previous account does not exist in the new one: go back to its list.
    const [section, recordId] = pathname.split('/').filter(Boolean);
    if (recordId) navigate(`/${section}`);
    refresh();
  };

  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate('app.accountSwitcher.label')}
      value={actingId ?? ownId}
      onChange={(event) => switchTo(event.target.value)}
      sx={{
        // On a phone it shares the bar with the balance and the language and user menus.
        width: { xs: 112, sm: 220 },
        mx: { xs: 0.5, sm: 1 },
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
        '& .MuiInputLabel-root, & .MuiSelect-icon': { color: 'inherit' },
      }}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
