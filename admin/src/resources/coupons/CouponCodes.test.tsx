import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import type { CouponCodeRecord } from '@/resources/coupon-codes/CouponCodesOfCoupon';
import { fakeSession, stubFetch } from '@/test/fakes';
import CouponShow from './CouponShow';
import type { CouponRecord } from './payload';

const { Route, Routes } = reactRouterProvider;

const coupon: Partial<CouponRecord> = {
  id: 'c1',
  couponName: 'New Year',
  status: 'active',
  startDate: '2026-11-30T17:00:00Z',
  endDate: '2026-12-31T16:59:00Z',
  useMax: 3,
  couponCodePrefix: 'NY',
  codeLength: 8,
  couponBookId: null,
  codes: { total: 3, available: 1, issued: 1, redeemed: 1 },
};

const code = (id: string, value: string, status: CouponCodeRecord['status'], redeemed = 0): CouponCodeRecord => ({
  id,
  accountId: 'account-1',
  couponId: 'c1',
  code: value,
  status,
  redeemed,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
});

const codes = [code('k1', 'NY7KQ2PX', 'issued', 2), code('k2', 'NY7ZZ3AB', 'available'), code('k3', 'NYA4B5CD', 'reserved')];

interface ReferenceParams {
  target: string;
  id: string;
  filter: { q?: string; status?: string };
  sort: { field: string; order: string };
  pagination: { page: number; perPage: number };
}

/** The API's rules: the coupon's codes, `q` as the code's start in any case, `status` equal. */
const answer = async (resource: string, { target, id, filter }: ReferenceParams) => {
  // The show page's other reference list (the coupon's callbacks) has none here.
  if (resource !== 'coupon-codes') return { data: [], total: 0 };
  const data = codes.filter(
    (row) =>
      row[target as 'couponId'] === id &&
      (!filter.q || row.code.startsWith(filter.q.trim().toUpperCase())) &&
      (!filter.status || row.status === filter.status),
  );
  return { data, total: data.length };
};

const renderShow = () => {
  window.location.hash = '#/coupons/c1/show';
  saveSession(fakeSession());
  const getManyReference = vi.fn(answer);
  // The codes' own requests: the callbacks' list asks too, in between.
  const codesCalls = vi.fn();
  const answerCodes = async (resource: string, params: ReferenceParams) => {
    if (resource === 'coupon-codes') codesCalls(resource, params);
    return getManyReference(resource, params);
  };
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getOne: (async () => ({ data: coupon })) as never,
        getManyReference: answerCodes as never,
      })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="coupons">
        <Routes>
          <Route path="/coupons/:id/show" element={<CouponShow />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getManyReference: codesCalls };
};

/** The codes table's rows, each as its cells' text. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => vi.unstubAllGlobals());

describe('CouponShow codes', () => {
  it('lists the coupon’s codes in code order, ten a page: code in monospace, status, times redeemed', async () => {
    const { getManyReference } = renderShow();
    const table = await screen.findByRole('table');
    await within(table).findByText('NY7KQ2PX');
    expect(getManyReference).toHaveBeenCalledWith(
      'coupon-codes',
      expect.objectContaining({
        target: 'couponId',
        id: 'c1',
        filter: {},
        sort: { field: 'code', order: 'ASC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    for (const header of ['Code', 'Status', 'Times redeemed']) expect(within(table).getByText(header)).toBeTruthy();
    expect(rows()).toEqual([
      ['NY7KQ2PX', 'Sent', '2'],
      ['NY7ZZ3AB', 'Available', '0'],
      ['NYA4B5CD', 'Reserved', '0'],
    ]);
    expect(getComputedStyle(within(table).getByText('NY7KQ2PX')).fontFamily).toBe('monospace');
  }, 20_000);

  it('filters by the typed start of the code and by status', async () => {
    const { getManyReference } = renderShow();
    await screen.findByText('NYA4B5CD');
    fireEvent.change(screen.getByPlaceholderText('Search code'), { target: { value: 'ny7' } });
    await waitFor(() =>
      expect(getManyReference).toHaveBeenLastCalledWith(
        'coupon-codes',
        expect.objectContaining({ target: 'couponId', id: 'c1', filter: { q: 'ny7' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('NYA4B5CD')).toBeNull());
    expect(rows().map(([value]) => value)).toEqual(['NY7KQ2PX', 'NY7ZZ3AB']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    for (const label of ['Available', 'Reserved', 'Sent']) expect(options).toContain(label);
    fireEvent.click(screen.getByRole('option', { name: 'Available' }));
    await waitFor(() =>
      expect(getManyReference).toHaveBeenLastCalledWith(
        'coupon-codes',
        expect.objectContaining({ filter: { q: 'ny7', status: 'available' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('NY7KQ2PX')).toBeNull());
    expect(rows()).toEqual([['NY7ZZ3AB', 'Available', '0']]);
  }, 20_000);

  it('exports the filtered codes of this coupon as CSV and as XLSX', async () => {
    const calls = stubFetch(() => new Response('code\n', { headers: { 'Content-Type': 'text/csv' } }));
    // jsdom has no object URLs; the anchor's click is the browser's save.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:codes'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { getManyReference } = renderShow();
      await screen.findByText('NYA4B5CD');
      fireEvent.change(screen.getByPlaceholderText('Search code'), { target: { value: 'NY7' } });
      await waitFor(() =>
        expect(getManyReference).toHaveBeenLastCalledWith('coupon-codes', expect.objectContaining({ filter: { q: 'NY7' } })),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

      // The show page also asks for the coupon's dashboard; only the exports matter here.
      const asked = calls
        .map(({ url }) => new URL(url, 'http://admin.test'))
        .filter(({ pathname }) => !pathname.endsWith('/dashboard'));
      expect(asked.map(({ pathname }) => pathname)).toEqual(['/api/coupon-codes/export', '/api/coupon-codes/export']);
      expect(asked.map(({ searchParams }) => searchParams.get('format'))).toEqual(['csv', 'xlsx']);
      // The coupon goes with the user's filter, or the file would hold every coupon's codes.
      for (const { searchParams } of asked) expect(JSON.parse(searchParams.get('filter')!)).toEqual({ q: 'NY7', couponId: 'c1' });
      expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    } finally {
      click.mockRestore();
      Object.assign(URL, objectUrls);
    }
  }, 20_000);
});
