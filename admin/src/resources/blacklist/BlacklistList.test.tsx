import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import BlacklistList from './BlacklistList';
import type { BlacklistRecord } from './choices';

const entry = (overrides: Partial<BlacklistRecord>): BlacklistRecord => ({
  id: 'b1',
  accountId: 'account-1',
  mobile: '+66812345678',
  reason: 'manual',
  source: null,
  // 00:30 on 23 November in Bangkok.
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const rows = [entry({}), entry({ id: 'b2', mobile: '+66898765432', reason: 'stop_keyword', source: 'SMS reply' })];

const OPERATOR: AbilityRule[] = [
  { action: 'read', subject: 'BlacklistEntry' },
  { action: 'create', subject: 'BlacklistEntry' },
  { action: 'delete', subject: 'BlacklistEntry' },
];
const VIEWER: AbilityRule[] = [{ action: 'read', subject: 'BlacklistEntry' }];

const renderList = ({ ability = OPERATOR, locale = 'en', data = rows } = {}) => {
  saveSession({ ...fakeSession(), userData: fakeUserData({ role: 'operator' }, ability) });
  const getList = vi.fn(async () => ({ data, total: data.length }));
  const deleteMany = vi.fn(async (_resource: string, params: { ids: string[] }) => ({ data: params.ids }));
  const dataProvider = testDataProvider({ getList: getList as never, deleteMany: deleteMany as never });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="blacklist">
        <BlacklistList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, deleteMany };
};

describe('BlacklistList', () => {
  it('lists ten a page, newest first, with translated reasons and Bangkok times', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('+66812345678');
    expect(getList).toHaveBeenCalledWith(
      'blacklist',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    for (const header of ['Mobile number', 'Reason', 'Source', 'Added']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Manual')).toBeTruthy();
    expect(within(table).getByText('STOP keyword')).toBeTruthy();
    expect(within(table).getByText('SMS reply')).toBeTruthy();
    expect(within(table).getAllByText('23 Nov 2026, 00:30')).toHaveLength(2);
  });

  it('speaks Thai, Buddhist-era years included', async () => {
    renderList({ locale: 'th' });
    const table = await screen.findByRole('table');
    await within(table).findByText('+66898765432');
    expect(within(table).getByText('เบอร์มือถือ')).toBeTruthy();
    expect(within(table).getByText('คีย์เวิร์ด STOP')).toBeTruthy();
    expect(within(table).getAllByText(/2569/)).toHaveLength(2);
  });

  it('filters by reason, then resets the filters to none', async () => {
    const { getList } = renderList();
    await screen.findByText('+66812345678');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Unsubscribe link' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('blacklist', expect.objectContaining({ filter: { reason: 'unsubscribe' } })),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('blacklist', expect.objectContaining({ filter: {} })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull());
  });

  it('removes the ticked numbers after asking', async () => {
    const { deleteMany } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('+66812345678');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    // The toolbar of the ticked rows comes before the table (each row has its own Delete too).
    await screen.findByText('2 items selected');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove 2 numbers from the blacklist?')).toBeTruthy();
    expect(deleteMany).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('blacklist', expect.objectContaining({ ids: ['b1', 'b2'] })));
  });

  it('gives a viewer no checkboxes and no delete', async () => {
    renderList({ ability: VIEWER });
    await screen.findByText('+66812345678');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says when no number is blacklisted yet', async () => {
    renderList({ data: [] });
    expect(await screen.findByText('No number is blacklisted')).toBeTruthy();
  });
});
