import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import CampaignCreate, { CampaignWizard } from './CampaignCreate';
import type { CampaignAnalysis, CampaignRecord } from './campaignsApi';

const api = vi.hoisted(() => ({ analyzeNew: vi.fn(), confirmNew: vi.fn(), confirm: vi.fn(), cancel: vi.fn() }));
vi.mock('./campaignsApi', () => ({ campaignsApi: api }));

const coupons = [{ id: 'c1', couponName: 'Coupon 50' }];
const draft = {
  id: 'k1',
  name: 'New year',
  description: null,
  status: 'draft',
  startDate: '2026-12-01',
  timeStart: '10:00',
  endDate: '2026-12-31',
  timeEnd: '20:00',
  phoneNumber: false,
  keyVerifi: false,
  recipients: ['0812345678'],
  couponIds: ['c1'],
  funnel: { sent: 0, delivered: 0, opened: 0, redeemed: 0 },
  coupons: [],
} as unknown as CampaignRecord;
const figures = {
  valid: 1,
  duplicate: 0,
  invalid: 0,
  blacklisted: 0,
  blacklistedBy: { own: 0, parent: 0 },
  notConsented: 0,
  encoding: 'gsm7',
  parts: 1,
  totalParts: 1,
  characters: 40,
  forcedBy: null,
  credits: 1,
  balance: 100,
  balanceAfter: 99,
  preview: [],
  invalidSamples: [],
};
const analysis = {
  coupons: [{ ...figures, couponId: 'c1', couponName: 'Coupon 50', senderName: 'MyShop', availableCodes: 20 }],
  messages: 1,
  totalParts: 1,
  credits: 1,
  balance: 100,
  balanceAfter: 99,
} as CampaignAnalysis;

const renderWizard = (saved?: CampaignRecord) => {
  saveSession(fakeSession());
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...draft, ...data },
  }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...draft, ...data },
  }));
  const dataProvider = testDataProvider({
    create: create as never,
    update: update as never,
    getList: (async () => ({ data: coupons, total: coupons.length })) as never,
    getMany: (async () => ({ data: coupons })) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="campaigns">
        {saved ? <CampaignWizard saved={saved} /> : <CampaignCreate />}
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { update, create };
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

/** The basic setting of a new campaign filled in, then its coupon chosen. */
const fillNew = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'New year' } });
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
  fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-12-31' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Mobile numbers/ }), { target: { value: '0812345678' } });
  next();
  await waitFor(() => expect(screen.getByText('Coupons', { selector: '.MuiStepLabel-label.Mui-active' })).toBeTruthy());
  fireEvent.change(screen.getByRole('combobox', { name: /Coupons/ }), { target: { value: 'Coupon' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Coupon 50' }));
};

describe('campaign wizard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('holds the basic setting until it is complete, then moves to the coupons', { timeout: 60_000 }, async () => {
    renderWizard();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    next();
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(screen.getByText('Add at least one mobile number, or import a file')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'New year' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile numbers/ }), { target: { value: '0812345678' } });
    next();
    // The coupons step is the active one.
    await waitFor(() => expect(screen.getByText('Coupons', { selector: '.MuiStepLabel-label.Mui-active' })).toBeTruthy());
    // No coupon yet: the coupons step holds too.
    next();
    expect(await screen.findByText('Choose at least one coupon')).toBeTruthy();
    expect(api.analyzeNew).not.toHaveBeenCalled();
  });

  it(
    'shows each coupon’s figures on the confirm step without saving; a refusal goes back to its step',
    { timeout: 60_000 },
    async () => {
      const { update, create } = renderWizard(draft);
      await screen.findByRole('textbox', { name: /Name/ });
      api.analyzeNew.mockRejectedValueOnce(
        new HttpError('Validation failed', 422, {
          message: 'Validation failed',
          errors: { couponIds: 'validation.couponCodesShort' },
        }),
      );
      next();
      next();
      expect(await screen.findByText('A coupon has fewer codes left than recipients: add codes to it')).toBeTruthy();
      expect(screen.getByText('Coupons', { selector: '.MuiStepLabel-label.Mui-active' })).toBeTruthy();
      api.analyzeNew.mockResolvedValueOnce(analysis);
      next();
      expect(await screen.findByText(/Coupon Coupon 50 from MyShop/)).toBeTruthy();
      expect(api.analyzeNew).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'New year', couponIds: ['c1'] }));
      // Looking at the figures changes nothing stored.
      expect(update).not.toHaveBeenCalled();
      expect(create).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
      expect(await screen.findByText('Confirm the campaign?')).toBeTruthy();
    },
  );

  it(
    'stores nothing when the confirm dialog or the wizard is left, and confirms a new campaign in one call',
    { timeout: 60_000 },
    async () => {
      const { create, update } = renderWizard();
      await fillNew();
      api.analyzeNew.mockResolvedValue(analysis);
      next();
      expect(await screen.findByText(/Coupon Coupon 50 from MyShop/)).toBeTruthy();
      // The dialog's buttons say what they do; keeping on editing closes it and stores nothing.
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByText('Confirm the campaign?')).toBeNull());
      expect(create).not.toHaveBeenCalled();
      expect(api.confirmNew).not.toHaveBeenCalled();
      // Confirmed: one call writes and confirms it, never a draft.
      api.confirmNew.mockResolvedValueOnce({ ...draft, status: 'scheduled' });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Send the campaign' }));
      await waitFor(() =>
        expect(api.confirmNew).toHaveBeenCalledWith(expect.objectContaining({ name: 'New year', couponIds: ['c1'] })),
      );
      expect(create).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
    },
  );

  it('saves a draft only when asked', { timeout: 60_000 }, async () => {
    const { create } = renderWizard();
    await fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'campaigns',
        expect.objectContaining({ data: expect.objectContaining({ name: 'New year' }) }),
      ),
    );
    expect(api.analyzeNew).not.toHaveBeenCalled();
  });
});
