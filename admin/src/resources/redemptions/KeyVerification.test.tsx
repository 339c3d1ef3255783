import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { Menu } from '@/layout/Menu';
import { authProvider } from '@/providers/authProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import type { CodeCard, RedeemAnswer, RedemptionRecord } from './actions';
import KeyVerification from './KeyVerification';
import { redeemPayload, validateSaleAmount } from './validators';

/** What the API grants a verifier: the sale list and redeeming, and their own profile. */
const VERIFIER: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'Redemption' },
  { action: 'create', subject: 'Redemption' },
];
const OPERATOR: AbilityRule[] = [...VERIFIER, { action: 'update', subject: 'Redemption' }, { action: 'read', subject: 'Coupon' }];

const signInWith = (ability: AbilityRule[]) => saveSession({ ...fakeSession(), userData: fakeUserData({ role: 'verifier' }, ability) });

const sale = (overrides: Partial<RedemptionRecord> = {}): RedemptionRecord => ({
  id: 'r1',
  accountId: 'account-1',
  couponId: 'c1',
  couponName: 'New Year',
  couponCodeId: 'k1',
  code: 'NY7KQ2PX',
  campaignId: null,
  channel: 'staff',
  status: 'redeemed',
  userId: 'user-2',
  userName: 'Anan Wongsa',
  branch: 'Siam',
  saleAmount: 350.5,
  reference: 'INV-1',
  mobile: '081-XXX-5678',
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const card = (overrides: Partial<CodeCard> = {}): CodeCard => ({
  id: 'k2',
  code: 'NY7ZZ3AB',
  couponId: 'c1',
  couponName: 'New Year',
  state: 'usable',
  redeemed: 0,
  useMaxRedeem: 1,
  validFrom: '2026-11-30T17:00:00Z',
  validUntil: '2026-12-31T16:59:00Z',
  maskedMobile: '081-XXX-5678',
  selfOnly: false,
  redemptions: [],
  ...overrides,
});

const renderScreen = (ability: AbilityRule[], lookup: CodeCard = card()) => {
  window.history.replaceState(null, '', '/');
  signInWith(ability);
  const getList = vi.fn(async () => ({ data: [sale()], total: 1 }));
  const lookupCode = vi.fn(async () => lookup);
  const redeemCode = vi.fn(
    async (): Promise<RedeemAnswer> => ({ result: 'redeemed', message: 'Redeemed', redemption: sale({ id: 'r2', code: lookup.code }) }),
  );
  const update = vi.fn(async () => ({ data: sale({ status: 'voided' }) }));
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider({ getList: getList as never, update: update as never }), lookupCode, redeemCode }}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="redemptions">
        <KeyVerification />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, lookupCode, redeemCode, update };
};

describe('Key verification', () => {
  it('shows a verifier only Home and Key verification in the menu (and Log Out, last as everywhere)', async () => {
    signInWith(VERIFIER);
    render(
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <Menu />
      </AdminContext>,
    );
    const entry = await screen.findByRole('menuitem', { name: 'Key verification' });
    expect(entry.getAttribute('href')).toBe('#/redemptions');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Home', 'Key verification', 'Log Out']);
  });

  it('looks a code up, shows its card and redeems it after a confirmation, with an idempotency key', async () => {
    const { lookupCode, redeemCode, getList } = renderScreen(VERIFIER);
    await screen.findByText('Anan Wongsa');
    expect(getList).toHaveBeenCalledWith('redemptions', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    // A verifier voids nothing.
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: ' ny7zz3ab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('NY7ZZ3AB');
    expect(lookupCode).toHaveBeenCalledWith('NY7ZZ3AB');
    expect(screen.getByText('Usable')).toBeTruthy();
    expect(screen.getByText('Used 0 of 1')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Redeem' }));
    fireEvent.change(form.getByLabelText('Branch'), { target: { value: 'Central World' } });
    fireEvent.change(form.getByLabelText('Sale amount (THB)'), { target: { value: '350.505' } });
    fireEvent.click(form.getByRole('button', { name: 'Redeem' }));
    expect(await form.findByText('Must be an amount from 0 with at most 2 decimals')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Sale amount (THB)'), { target: { value: '350.50' } });
    fireEvent.click(form.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Redeem code NY7ZZ3AB?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem the code' }));
    await waitFor(() => expect(redeemCode).toHaveBeenCalledTimes(1));
    expect(redeemCode).toHaveBeenCalledWith(
      { code: 'NY7ZZ3AB', branch: 'Central World', saleAmount: 350.5, reference: null },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    await waitFor(() => expect(lookupCode).toHaveBeenCalledTimes(2));
  }, 30_000);

  it('offers no redeem form for a code only the customer may redeem', async () => {
    renderScreen(VERIFIER, card({ selfOnly: true }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NY7ZZ3AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText("Only the customer can redeem this code, on the coupon's page")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  }, 20_000);

  it('says why the camera cannot scan, in words staff can act on, and closes', async () => {
    renderScreen(VERIFIER);
    // A page served over plain http (not localhost): no camera at all.
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText(/secure \(https\) pages only/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A browser that refuses the camera to this site.
    vi.stubGlobal('isSecureContext', true);
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: "Scan the coupon's QR code" });
    expect(await within(dialog).findByText(/The camera is not allowed for this site/)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A device without a camera.
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('No camera was found on this device. Type the code instead.')).toBeTruthy();
  }, 20_000);

  it('lets an operator void a redemption after a confirmation', async () => {
    const { update } = renderScreen(OPERATOR);
    await screen.findByText('Anan Wongsa');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/NY7KQ2PX/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the redemption' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('redemptions', expect.objectContaining({ id: 'r1', data: { status: 'voided' } })),
    );
  }, 20_000);

  it('reads a sale amount as the API takes it', () => {
    expect(validateSaleAmount('')).toBeUndefined();
    expect(validateSaleAmount('99.5')).toBeUndefined();
    expect(validateSaleAmount('-1')).toBe('validation.amount');
    expect(validateSaleAmount('1.234')).toBe('validation.amount');
    expect(validateSaleAmount('2000000000')).toBe('validation.amount');
    expect(redeemPayload('A', { branch: ' ', saleAmount: '10', reference: ' R ' })).toEqual({
      code: 'A',
      branch: null,
      saleAmount: 10,
      reference: 'R',
    });
  });
});
