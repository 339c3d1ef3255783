import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { readActingAccountId } from '@/providers/session';
import type { SwitchableAccount } from '@/types';
import { AccountSwitcher } from './AccountSwitcher';

const renderSwitcher = (accounts: SwitchableAccount[]) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: async () => ({ data: accounts, total: accounts.length }) as never,
      })}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <AccountSwitcher />
      <span>ready</span>
    </AdminContext>,
  );

const own: SwitchableAccount = { id: 'account-1', name: 'Jaidee Shop', plan: 'trials', parentId: null };
const sub: SwitchableAccount = { id: 'account-2', name: 'Jaidee Branch', plan: 'basic', parentId: 'account-1' };

describe('AccountSwitcher', () => {
  it('stays hidden with a single account', async () => {
    renderSwitcher([own]);
    await screen.findByText('ready');
    expect(screen.queryByRole('combobox', { name: 'Acting account' })).toBeNull();
  });

  it('remembers the chosen account for X-Account-Id', async () => {
    renderSwitcher([own, sub]);
    const select = await screen.findByRole('combobox', { name: 'Acting account' });
    expect(select.textContent).toBe('Jaidee Shop');

    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Jaidee Branch'));

    expect(readActingAccountId()).toBe('account-2');
    expect(screen.getByRole('combobox', { name: 'Acting account' }).textContent).toBe('Jaidee Branch');
  });
});
