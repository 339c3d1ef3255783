import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import type { components } from '@/api/schema';
import { i18nProvider } from '@/i18n/i18nProvider';
import { clearSession, saveSession } from '@/providers/session';
import { fakeJwt, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import CreditTransactionList from './CreditTransactionList';

type Entry = components['schemas']['CreditTransactionResponse'];

const SEND = '6f1c2a9e-0d5b-4b7e-9a51-3f2d1c0b9a87';
const OTP_REQUEST = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
const PURCHASE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const entry = (id: string, reason: Entry['reason'], reference: string | null, delta: number): Entry => ({
  id,
  accountId: 'account-1',
  delta,
  balanceAfter: 100,
  reason,
  reference,
  createdAt: '2026-11-22T17:30:00Z',
});

const rows = [
  entry('e1', 'send', SEND, -2),
  entry('e2', 'refund', SEND, 1),
  entry('e3', 'send', OTP_REQUEST, -1),
  entry('e4', 'refund', 'otp', 1),
  entry('e5', 'purchase', PURCHASE, 500),
];

const renderList = (ability: AbilityRule[]) => {
  window.history.replaceState(null, '', '/');
  saveSession({ userData: fakeUserData({}, ability), accessToken: fakeJwt(600), refreshToken: 'refresh-1' });
  const getMany = vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({
    data:
      resource === 'broadcasts'
        ? ids.filter((id) => id === SEND).map((id) => ({ id, description: 'Songkran promotion', senderName: 'MyShop' }))
        : ids.map((id) => ({ id, invoiceNumber: 'INV-2026-000123' })),
  }));
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: (async () => ({ data: rows, total: rows.length })) as never,
        getMany: getMany as never,
      })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="credit-transactions">
        <CreditTransactionList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getMany };
};

describe('the transaction history', () => {
  afterEach(() => clearSession());

  it('links a send and its refund to the send, and says what an OTP entry was', async () => {
    const { getMany } = renderList([{ action: 'manage', subject: 'all' }]);
    const table = await screen.findByRole('table');
    const links = await within(table).findAllByRole('link', { name: 'Songkran promotion' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe(`#/broadcasts/${SEND}/show`);
    // An OTP code's debit has no send, its refund no id: both read as OTP, and only ids were asked for.
    expect(await within(table).findAllByText('OTP code')).toHaveLength(2);
    for (const [, params] of getMany.mock.calls) for (const id of params.ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links a top-up to its invoice for those who read top-ups', async () => {
    renderList([{ action: 'manage', subject: 'all' }]);
    const invoice = await screen.findByRole('link', { name: 'INV-2026-000123' });
    expect(decodeURIComponent(invoice.getAttribute('href') ?? '')).toBe(`#/credit-purchases?filter={"id":"${PURCHASE}"}`);
  });

  it('names a top-up without a link for those who may not read top-ups', async () => {
    renderList([
      { action: 'read', subject: 'CreditTransaction' },
      { action: 'read', subject: 'Broadcast' },
    ]);
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('link', { name: 'Songkran promotion' });
    expect(within(table).queryByRole('link', { name: /INV-/ })).toBeNull();
    expect(within(table).getAllByText('Purchase').length).toBeGreaterThanOrEqual(2);
  });
});
