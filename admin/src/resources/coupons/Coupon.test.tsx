import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  HttpError,
  ResourceContextProvider,
  memoryStore,
  reactRouterProvider,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import { writeRichText } from '@/test/richText';
import CouponCreate from './CouponCreate';
import CouponEdit from './CouponEdit';
import CouponList from './CouponList';
import { toCouponCreatePayload, toCouponUpdatePayload, type CouponRecord } from './payload';
import { maxCodes } from './validators';

const { Route, Routes } = reactRouterProvider;

const books = [{ id: 'b1', name: 'New Year 2027' }];

type CreateImpl = (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: Record<string, unknown> }>;

const renderCreate = (createImpl?: CreateImpl) => {
  saveSession(fakeSession());
  const create = vi.fn(createImpl ?? (async (_resource, { data }) => ({ data: { id: 'c1', ...data } })));
  const dataProvider = {
    ...testDataProvider({
      create: create as never,
      getList: (async () => ({ data: books, total: books.length })) as never,
      getMany: (async () => ({ data: books })) as never,
    }),
    usableSenders: vi.fn(async () => ['MyShop']),
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="coupons">
        <CouponCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { create };
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** The fields the API requires, typed in. */
const fillRequired = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Coupon name/ }), { target: { value: ' New Year ' } });
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01T00:00' } });
  fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-12-31T23:59' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: /Number of codes/ }), { target: { value: '1000' } });
};

describe('CouponCreate', () => {
  it('shows the four sections in order, with the defaults filled', async () => {
    renderCreate();
    await screen.findByRole('textbox', { name: /Coupon name/ });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Information', 'SMS setting', 'Setting', 'Reference']);
    expect(textbox(/Button text/).value).toBe('REDEEM');
    expect(textbox(/Text colour/).value).toBe('white');
    expect(textbox(/Button colour/).value).toBe('#01A9F4');
    expect((screen.getByRole('switch', { name: 'Show redeem button' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'One-time coupon' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Shorten URL' }) as HTMLInputElement).checked).toBe(true);
    // One-time means once: redemptions per code cannot be set then.
    expect((screen.getByRole('spinbutton', { name: /Redemptions per code/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: /Who redeems/ }).textContent).toBe('Customer or staff');
    expect(screen.getByRole('combobox', { name: /Status/ }).textContent).toBe('Draft');
    expect(screen.getByText(/\{\{couponLink\}\}/)).toBeTruthy();
    expect(screen.getByTestId('message-counter')).toBeTruthy();
  }, 60_000);

  it('sends the payload the API expects: ISO dates in ICT, the prefix in capitals, blanks as null', async () => {
    const { create } = renderCreate();
    await fillRequired();
    fireEvent.change(textbox(/Code prefix/), { target: { value: 'ny' } });
    fireEvent.change(textbox(/Message/), { target: { value: 'Your code {{couponCode}}: {{couponLink}}' } });
    await writeRichText('condition', '<p>One per <strong>visit</strong></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'coupons',
      expect.objectContaining({
        data: {
          couponName: 'New Year',
          couponImg: null,
          checkedRedeemBtn: true,
          buttonText: 'REDEEM',
          textColor: 'white',
          buttonColor: '#01A9F4',
          condition: '<p>One per <strong>visit</strong></p>',
          landingPageId: null,
          senderName: null,
          message: 'Your code {{couponCode}}: {{couponLink}}',
          description: null,
          expireCoupon: null,
          startDate: '2026-12-01T00:00:00+07:00',
          endDate: '2026-12-31T23:59:00+07:00',
          couponBookId: null,
          couponCodePrefix: 'NY',
          useMax: 1000,
          useMaxRedeem: 1,
          verifyType: 'both',
          status: 'draft',
          oneTimeCoupon: true,
          shortenUrl: true,
          smsCallbackURL: null,
          redeemCallbackURL: null,
          reference: null,
          reference2: null,
          reference3: null,
          reference4: null,
        },
      }),
    );
  }, 60_000);

  it('checks the prefix, the colours, the URLs and the end after the start before sending', async () => {
    const { create } = renderCreate();
    await fillRequired();
    fireEvent.change(textbox(/Code prefix/), { target: { value: 'N0' } });
    fireEvent.change(textbox(/Button colour/), { target: { value: 'blue!' } });
    fireEvent.change(textbox(/Coupon image URL/), { target: { value: 'ftp://example.com/a.png' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-11-30T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Up to 6 characters: capital letters and the digits 2 to 9')).toBeTruthy();
    expect(screen.getAllByText('A colour name such as white, or a code such as #01A9F4').length).toBeGreaterThan(0);
    expect(screen.getByText('Must be a web address starting with http:// or https://')).toBeTruthy();
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  }, 60_000);

  it('shows the API’s field error on its field', async () => {
    renderCreate(async () => {
      throw new HttpError('Unprocessable', 422, {
        message: 'Unprocessable',
        errors: { useMax: 'validation.couponKeyspace' },
      });
    });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(/Too many codes for this prefix/);
    expect(message.closest('.MuiFormControl-root')?.querySelector('input')?.value).toBe('1000');
  }, 60_000);
});

describe('coupon payloads', () => {
  it('leaves the prefix out of an update and sends the redemptions when not one-time', () => {
    const values = { couponName: 'X', couponCodePrefix: 'NY', oneTimeCoupon: false, useMaxRedeem: '3', useMax: '10' };
    expect(toCouponUpdatePayload(values)).not.toHaveProperty('couponCodePrefix');
    expect(toCouponUpdatePayload(values)).toMatchObject({ useMaxRedeem: 3, useMax: 10, oneTimeCoupon: false });
    expect(toCouponCreatePayload({ ...values, couponCodePrefix: '' })).not.toHaveProperty('couponCodePrefix');
  });

  it('knows the keyspace as the API does: about a million codes behind a 6-character prefix', () => {
    expect(maxCodes('ABCDEF')).toBe(1_073_741);
  });
});

const coupon = (overrides: Partial<CouponRecord> = {}): Partial<CouponRecord> => ({
  id: 'c1',
  couponName: 'New Year',
  status: 'active',
  startDate: '2026-11-30T17:00:00Z',
  endDate: '2026-12-31T16:59:00Z',
  useMax: 1000,
  couponBookId: 'b1',
  createdAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const renderList = () => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  const rows = [coupon(), coupon({ id: 'c2', couponName: 'Songkran', status: 'draft', couponBookId: null })];
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as never, getMany: (async () => ({ data: books })) as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="coupons">
        <CouponList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList };
};

describe('CouponList', () => {
  it('lists coupons ten a page with their status, validity, codes and book', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year');
    expect(getList).toHaveBeenCalledWith('coupons', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    for (const header of ['Coupon name', 'Status', 'Validity', 'Number of codes', 'Coupon book'])
      expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(await within(table).findByText('New Year 2027')).toBeTruthy();
  });

  it('offers the status, campaign start and campaign end filters, sent as the API names them, and resets them', async () => {
    const { getList } = renderList();
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('coupons', expect.objectContaining({ filter: { status: 'active' } })),
    );
    fireEvent.change(screen.getByLabelText('Campaign starts from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Campaign ends until'), { target: { value: '2026-12-31' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'coupons',
        expect.objectContaining({
          filter: {
            status: 'active',
            campStartDate_gte: '2026-12-01T00:00:00+07:00',
            campEndDate_lte: '2026-12-31T23:59:59.999+07:00',
          },
        }),
      ),
    );
    expect(screen.getByLabelText('Campaign starts until')).toBeTruthy();
    expect(screen.getByLabelText('Campaign ends from')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('coupons', expect.objectContaining({ filter: {} })));
  }, 60_000);
});

describe('CouponEdit', () => {
  it('keeps the code prefix read-only and lets the number of codes only grow', async () => {
    window.location.hash = '#/coupons/c1';
    saveSession(fakeSession());
    const stored = {
      ...coupon(),
      couponCodePrefix: 'NY',
      senderName: 'MyShop',
      oneTimeCoupon: true,
      useMaxRedeem: 1,
      verifyType: 'both',
      checkedRedeemBtn: true,
      buttonText: 'REDEEM',
      textColor: 'white',
      buttonColor: '#01A9F4',
      condition: '',
      // An active coupon's message carries the code (the API refuses one without).
      message: 'Code {{couponCode}}',
      shortenUrl: true,
    };
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...stored, ...data },
    }));
    render(
      <AdminContext
        dataProvider={{
          ...testDataProvider({
            getOne: (async () => ({ data: stored })) as never,
            update: update as never,
            getList: (async () => ({ data: books, total: books.length })) as never,
            getMany: (async () => ({ data: books })) as never,
          }),
          usableSenders: vi.fn(async () => ['MyShop']),
        }}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="coupons">
          <Routes>
            <Route path="/coupons/:id" element={<CouponEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const prefix = (await screen.findByRole('textbox', { name: /Code prefix/ })) as HTMLInputElement;
    await waitFor(() => expect(prefix.value).toBe('NY'));
    expect(prefix.readOnly).toBe(true);
    expect(screen.getByText('The code prefix cannot change once codes exist')).toBeTruthy();
    expect(screen.getByText('The number of codes can grow but not shrink')).toBeTruthy();
    const useMax = screen.getByRole('spinbutton', { name: /Number of codes/ });
    fireEvent.change(useMax, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useMax.getAttribute('aria-invalid')).toBe('true'));
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(useMax, { target: { value: '2000' } });
    await waitFor(() => expect(useMax.getAttribute('aria-invalid')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = (update.mock.calls[0]![1] as { data: Record<string, unknown> }).data;
    expect(sent).toMatchObject({ useMax: 2000, couponName: 'New Year' });
    expect(sent).not.toHaveProperty('couponCodePrefix');
  }, 60_000);
});
