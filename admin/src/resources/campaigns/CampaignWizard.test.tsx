import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import CampaignCreate, { CampaignWizard } from './CampaignCreate';
import type { CampaignAnalysis, CampaignRecord } from './campaignsApi';

const api = vi.hoisted(() => ({ analyze: vi.fn(), confirm: vi.fn(), cancel: vi.fn() }));
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
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...draft, ...data } }));
  const dataProvider = testDataProvider({
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...draft, ...data } })) as never,
    update: update as never,
    getList: (async () => ({ data: coupons, total: coupons.length })) as never,
    getMany: (async () => ({ data: coupons })) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="campaigns">{saved ? <CampaignWizard saved={saved} /> : <CampaignCreate />}</ResourceContextProvider>
    </AdminContext>,
  );
  return { update };
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('campaign wizard', () => {
  it('holds the basic setting until it is complete, then moves to the coupons', { timeout: 20_000 }, async () => {
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
    expect(api.analyze).not.toHaveBeenCalled();
  });

  it('saves the draft and shows each coupon’s figures on the confirm step; a refusal goes back to its step', { timeout: 20_000 }, async () => {
    const { update } = renderWizard(draft);
    await screen.findByRole('textbox', { name: /Name/ });
    api.analyze.mockRejectedValueOnce(
      new HttpError('Validation failed', 422, { message: 'Validation failed', errors: { couponIds: 'validation.couponCodesShort' } }),
    );
    next();
    next();
    expect(await screen.findByText('A coupon has fewer codes left than recipients: add codes to it')).toBeTruthy();
    expect(screen.getByText('Coupons', { selector: '.MuiStepLabel-label.Mui-active' })).toBeTruthy();
    expect(update).toHaveBeenCalledWith('campaigns', expect.objectContaining({ id: 'k1' }));
    api.analyze.mockResolvedValueOnce(analysis);
    next();
    expect(await screen.findByText(/Coupon Coupon 50 from MyShop/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('Confirm the campaign?')).toBeTruthy();
  });
});
