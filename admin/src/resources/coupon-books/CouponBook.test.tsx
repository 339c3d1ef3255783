import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { Menu } from '@/layout/Menu';
import { fakeSession } from '@/test/fakes';
import CouponBookCreate from './CouponBookCreate';
import CouponBookList from './CouponBookList';
import CouponBookShow from './CouponBookShow';
import { fromBangkokLocal, toBangkokLocal } from './dates';
import type { CouponBookRecord } from './payload';

const { Route, Routes } = reactRouterProvider;

const book = (overrides: Partial<CouponBookRecord> = {}): CouponBookRecord => ({
  id: 'b1',
  accountId: 'account-1',
  name: 'New Year 2027',
  description: 'Gifts for the new year',
  startDate: '2026-11-30T17:00:00Z',
  endDate: '2026-12-31T16:59:00Z',
  status: 'active',
  couponCount: 2,
  codeCount: 1500,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const renderList = ({
  data = [book(), book({ id: 'b2', name: 'Songkran', status: 'inactive', couponCount: 0, codeCount: 0 })],
} = {}) => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  const getList = vi.fn(async () => ({ data, total: data.length }));
  const deleteOne = vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as never, delete: deleteOne as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="coupon-books">
        <CouponBookList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, deleteOne };
};

describe('CouponBookList', () => {
  it('lists the books ten a page: name, validity, status, coupons and codes', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year 2027');
    expect(getList).toHaveBeenCalledWith('coupon-books', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    for (const header of ['Name', 'Validity', 'Status', 'Coupons', 'Codes']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(within(table).getByText('1,500')).toBeTruthy();
    // Bangkok time: 17:00 UTC is midnight on 1 December.
    expect(within(table).getAllByText(/1 Dec 2026, 00:00 – 31 Dec 2026, 23:59/)).toHaveLength(2);
  }, 20_000);

  it('searches by name and filters by status', async () => {
    const { getList } = renderList();
    await screen.findByText('New Year 2027');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'new' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('coupon-books', expect.objectContaining({ filter: { q: 'new' } })),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'coupon-books',
        expect.objectContaining({ filter: { q: 'new', status: 'inactive' } }),
      ),
    );
  }, 20_000);

  it('asks before deleting a book', async () => {
    const { deleteOne } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year 2027');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(deleteOne).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('coupon-books', expect.objectContaining({ id: 'b1' })));
  }, 20_000);

  it('invites to create the first book', async () => {
    renderList({ data: [] });
    expect(await screen.findByText('No coupon book yet')).toBeTruthy();
  });
});

describe('CouponBookCreate', () => {
  it('sends the dates as ICT (+07:00) and wants the end after the start', async () => {
    saveSession(fakeSession());
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'b9', ...data },
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ create: create as never })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="coupon-books">
          <CouponBookCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: ' New Year ' } });
    fireEvent.change(screen.getByLabelText(/Valid from/), { target: { value: '2026-12-31T00:00' } });
    fireEvent.change(screen.getByLabelText(/Valid until/), { target: { value: '2026-12-01T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Valid from/), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(screen.getByLabelText(/Valid until/), { target: { value: '2026-12-31T23:59' } });
    await waitFor(() => expect(screen.queryByText('The end must be after the start')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'coupon-books',
        expect.objectContaining({
          data: {
            name: 'New Year',
            description: null,
            startDate: '2026-12-01T00:00:00+07:00',
            endDate: '2026-12-31T23:59:00+07:00',
            status: 'active',
          },
        }),
      ),
    );
  }, 20_000);

  it('shows a stored instant as Bangkok wall-clock time whatever the browser’s zone', () => {
    expect(toBangkokLocal('2026-11-30T17:00:00Z')).toBe('2026-12-01T00:00');
    expect(toBangkokLocal(fromBangkokLocal('2026-12-01T08:30'))).toBe('2026-12-01T08:30');
  });
});

describe('CouponBookShow', () => {
  it('shows the book, its totals and its coupons (filtered by couponBookId)', async () => {
    window.location.hash = '#/coupon-books/b1/show';
    saveSession(fakeSession());
    const getManyReference = vi.fn(async () => ({
      data: [
        {
          id: 'c1',
          couponName: 'Free coffee',
          status: 'active',
          startDate: '2026-11-30T17:00:00Z',
          endDate: '2026-12-31T16:59:00Z',
          useMax: 1000,
        },
      ],
      total: 1,
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({
          getOne: (async () => ({ data: book() })) as never,
          getManyReference: getManyReference as never,
        })}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="coupon-books">
          <Routes>
            <Route path="/coupon-books/:id/show" element={<CouponBookShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Gifts for the new year')).toBeTruthy();
    expect(screen.getByText('1,500')).toBeTruthy();
    expect(await screen.findByText('Free coffee')).toBeTruthy();
    expect(getManyReference).toHaveBeenCalledWith('coupons', expect.objectContaining({ target: 'couponBookId', id: 'b1' }));
  });
});

describe('menu', () => {
  it('puts Coupons and Coupon book under a Coupons heading, before Settings', async () => {
    saveSession(fakeSession());
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <Menu />
      </AdminContext>,
    );
    const books = await screen.findByRole('menuitem', { name: 'Coupon book' });
    expect(books.getAttribute('href')).toBe('#/coupon-books');
    const coupons = screen.getAllByRole('menuitem', { name: 'Coupons' })[0]!;
    expect(coupons.getAttribute('href')).toBe('#/coupons');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const heading = screen.getAllByText('Coupons').find((node) => node.tagName === 'LI')!;
    expect(follows(heading, coupons)).toBe(true);
    expect(follows(coupons, books)).toBe(true);
    expect(follows(books, screen.getByText('Settings'))).toBe(true);
  });
});
