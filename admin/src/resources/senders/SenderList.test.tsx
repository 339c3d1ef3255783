import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { SenderRecord } from './actions';
import SenderList from './SenderList';

const sender = (overrides: Partial<SenderRecord>): SenderRecord => ({
  id: 's1',
  accountId: 'account-2',
  accountName: 'Malee Bakery',
  name: 'MyShop',
  status: 'pending',
  reason: null,
  decidedAt: null,
  decidedBy: null,
  createdAt: '2026-11-22T03:00:00Z',
  updatedAt: '2026-11-22T03:00:00Z',
  ...overrides,
});

const rows = [
  sender({}),
  sender({
    id: 's2',
    name: 'OldName',
    status: 'rejected',
    reason: 'Belongs to another brand',
    decidedAt: '2026-11-22T04:00:00Z',
  }),
  sender({ id: 's3', name: 'Approved1', status: 'approved', decidedAt: '2026-11-22T04:00:00Z' }),
];

const renderList = (role: 'staff' | 'admin' | 'operator', locale = 'en') => {
  const ability =
    role === 'staff'
      ? [{ action: 'manage', subject: 'all' }]
      : role === 'admin'
        ? [
            { action: 'manage', subject: 'all' },
            { action: 'manage', subject: 'SenderApproval', inverted: true },
          ]
        : [
            { action: 'read', subject: 'Sender' },
            { action: 'create', subject: 'Sender' },
          ];
  saveSession({ ...fakeSession(), userData: fakeUserData({ role }, ability) });
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const rejectSender = vi.fn(async (id: string, reason: string) => ({ ...rows[0], id, reason, status: 'rejected' }));
  const approveSender = vi.fn(async (id: string) => ({ ...rows[0], id, status: 'approved' }));
  const dataProvider = { ...testDataProvider({ getList: getList as never }), rejectSender, approveSender };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="senders">
        <SenderList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, rejectSender, approveSender };
};

describe('SenderList', () => {
  it('shows status chips, with the reason of a rejection', async () => {
    renderList('admin');
    await screen.findByText('MyShop');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('Approved')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Rejected: Belongs to another brand')).toBeTruthy();
    // An account admin neither decides nor sees the account column; it may remove names.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(table).queryByText('Account')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Delete' }).length).toBe(3);
  });

  it('gives an operator no decision and no delete', async () => {
    renderList('operator');
    await screen.findByText('MyShop');
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens on the pending requests of every account for staff, in Thai', async () => {
    const { getList } = renderList('staff', 'th');
    await screen.findByText('MyShop');
    expect(getList).toHaveBeenCalledWith('senders', expect.objectContaining({ filter: { status: 'pending' } }));
    expect(within(screen.getByRole('table')).getAllByText('Malee Bakery')).toHaveLength(3);
    expect(within(screen.getByRole('table')).getByText('รอการอนุมัติ')).toBeTruthy();
    // Approve and reject only on the pending one.
    expect(screen.getAllByRole('button', { name: 'อนุมัติ' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'ไม่อนุมัติ' })).toHaveLength(1);
  });

  it('approves in one click for staff', async () => {
    const { approveSender } = renderList('staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveSender).toHaveBeenCalledWith('s1'));
  });

  it('asks staff for the reason before rejecting', async () => {
    const { rejectSender } = renderList('staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject the sender name MyShop?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(rejectSender).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Belongs to another brand ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rejectSender).toHaveBeenCalledWith('s1', 'Belongs to another brand'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
