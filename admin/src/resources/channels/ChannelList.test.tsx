import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import ChannelList from './ChannelList';

// As the API answers a business: no connection details.
const channel = {
  id: 'c1',
  accountId: 'account-1',
  accountName: 'Jaidee Shop',
  name: 'Operator A',
  type: 'smpp',
  host: null,
  port: null,
  systemId: null,
  hasPassword: null,
  tps: 50,
  window: 5,
  destFormat: 'international',
  enabled: true,
  receiptUrl: null,
  createdAt: '2026-11-22T03:00:00Z',
  updatedAt: '2026-11-22T03:00:00Z',
};

const BUSINESS_ADMIN: AbilityRule[] = [
  { action: 'manage', subject: 'all' },
  { action: 'manage', subject: 'Channel', inverted: true },
  { action: 'read', subject: 'Channel' },
];

const renderList = (locale: string, role: 'admin' | 'staff', ability: AbilityRule[]) => {
  saveSession({ ...fakeSession(), userData: fakeUserData({ role }, ability) });
  const dataProvider = testDataProvider({ getList: async () => ({ data: [channel], total: 1 }) as never });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="channels">
        <ChannelList />
      </ResourceContextProvider>
    </AdminContext>,
  );
};

describe('Channel List', () => {
  it('shows a business its channels without how they connect, and no way to edit them', async () => {
    renderList('en', 'admin', BUSINESS_ADMIN);
    await screen.findByText('Operator A');
    const table = screen.getByRole('table');
    for (const header of ['Name', 'Account', 'Type', 'Messages per second', 'In use']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).queryByText('Host')).toBeNull();
    expect(within(table).queryByText('Password set')).toBeNull();
    expect(within(table).getByText('SMPP')).toBeTruthy();
    expect(screen.getByText('Operator A').closest('tr')?.getAttribute('class') ?? '').not.toMatch(/clickable/i);
  });

  it('reads in Thai', async () => {
    renderList('th', 'admin', BUSINESS_ADMIN);
    await screen.findByText('Operator A');
    const table = screen.getByRole('table');
    expect(within(table).getByText('ใช้งานอยู่')).toBeTruthy();
    expect(within(table).queryByText('โฮสต์')).toBeNull();
  });

  it('shows staff the connection, to edit', async () => {
    renderList('en', 'staff', [{ action: 'manage', subject: 'all' }]);
    await screen.findByText('Operator A');
    expect(within(screen.getByRole('table')).getByText('Host')).toBeTruthy();
  });
});
