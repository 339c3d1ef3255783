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
import type { GameRewardRecord } from './actions';
import GameEdit from './GameEdit';
import { noPrizeChance, rewardPayload } from './rewards';
import { storedGame } from './testGame';

const { Route, Routes } = reactRouterProvider;

const reward = (overrides: Partial<GameRewardRecord>): GameRewardRecord => ({
  id: 'r1',
  reId: 'r1',
  accountId: 'account-1',
  gameId: 'g1',
  reName: 'Free coffee',
  reQty: 10,
  reBalance: 7,
  reUsed: 3,
  reType: 2,
  reCampaignId: null,
  reChanceRate: 12.5,
  reIsActive: true,
  reIsRedeem: false,
  startDate: null,
  endDate: null,
  imageDisplay: null,
  backgroundColor: null,
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  ...overrides,
});

const coupons = [{ id: 'c1', couponName: 'New Year' }];

const renderEdit = (saveImpl?: (gameId: string, data: Record<string, unknown>, id?: string) => Promise<unknown>) => {
  window.location.hash = '#/games/g1';
  saveSession(fakeSession());
  let rewards = [reward({}), reward({ id: 'r2', reId: 'r2', reName: 'Tote bag', reChanceRate: 30, reIsActive: true })];
  const saveGameReward = vi.fn(
    saveImpl ??
      (async (_gameId: string, data: Record<string, unknown>) => {
        const added = reward({ ...(data as Partial<GameRewardRecord>), id: 'r3', reId: 'r3', reUsed: 0 });
        rewards = [...rewards, added];
        return added;
      }),
  );
  const deleteGameReward = vi.fn(async (_gameId: string, id: string) => {
    rewards = rewards.filter((row) => row.id !== id);
  });
  const dataProvider = {
    ...testDataProvider({
      getOne: (async () => ({ data: storedGame })) as never,
      getList: (async () => ({ data: coupons, total: coupons.length })) as never,
      getMany: (async () => ({ data: coupons })) as never,
    }),
    gameRewards: vi.fn(async () => rewards),
    saveGameReward,
    deleteGameReward,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="games">
        <Routes>
          <Route path="/games/:id" element={<GameEdit />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { saveGameReward, deleteGameReward };
};

/** Opens the rewards modal and answers it. */
const openRewards = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Rewards' }));
  const modal = await screen.findByRole('dialog', { name: 'Rewards of Lucky wheel' });
  await within(modal).findByText('Free coffee');
  return modal;
};

describe('the rewards modal', () => {
  it('lists the rewards with their stock and the odds left for no prize', async () => {
    renderEdit();
    const modal = await openRewards();
    const row = within(modal).getByText('Tote bag').closest('tr')!;
    expect(within(row).getByText('30%')).toBeTruthy();
    expect(within(modal).getByText('12.5%')).toBeTruthy();
    expect(within(modal).getByTestId('no-prize-chance').textContent).toBe('Chance of no prize: 57.5%');
  }, 60_000);

  it('adds a reward: a coupon chosen from the account’s coupons, the chance with two decimals', async () => {
    const { saveGameReward } = renderEdit();
    const modal = await openRewards();
    fireEvent.click(within(modal).getByRole('button', { name: 'Add a reward' }));
    const form = await screen.findByRole('dialog', { name: 'Add a reward' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Reward name/ }), { target: { value: 'Discount 20' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /Quantity/ }), { target: { value: '5' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /Chance/ }), { target: { value: '10.25' } });
    fireEvent.mouseDown(await within(form).findByRole('combobox', { name: /Coupon/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'New Year' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveGameReward).toHaveBeenCalled());
    expect(saveGameReward).toHaveBeenCalledWith(
      'g1',
      expect.objectContaining({
        reName: 'Discount 20',
        reQty: 5,
        reType: 1,
        reCampaignId: 'c1',
        reChanceRate: 10.25,
        reIsActive: true,
        reIsRedeem: false,
      }),
      undefined,
    );
    await within(modal).findByText('Discount 20');
    await waitFor(() => expect(within(modal).getByTestId('no-prize-chance').textContent).toBe('Chance of no prize: 47.25%'));
  }, 60_000);

  it('shows the API’s 422 on reChanceRate on its field, in words', async () => {
    renderEdit(async () => {
      throw new HttpError('Unprocessable', 422, {
        message: 'Unprocessable',
        errors: { reChanceRate: 'validation.chanceRatesOver100' },
      });
    });
    const modal = await openRewards();
    fireEvent.click(within(modal).getByRole('button', { name: 'Edit Tote bag' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Tote bag' });
    expect(within(form).getByTestId('reward-stock').textContent).toBe('Won so far: 3 · left: 7');
    const chance = within(form).getByRole('spinbutton', { name: /Chance/ });
    fireEvent.change(chance, { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText("The active rewards' chances add up to more than 100%");
    expect(message.closest('.MuiFormControl-root')?.querySelector('input')?.value).toBe('90');
  }, 60_000);

  it('asks before deleting a reward, and keeps it when told to', async () => {
    const { deleteGameReward } = renderEdit();
    const modal = await openRewards();
    fireEvent.click(within(modal).getByRole('button', { name: 'Delete Free coffee' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the reward Free coffee?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the reward Free coffee?' })).toBeNull());
    expect(deleteGameReward).not.toHaveBeenCalled();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Delete Free coffee' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete the reward Free coffee?' })).getByRole('button', {
        name: 'Delete the reward',
      }),
    );
    await waitFor(() => expect(deleteGameReward).toHaveBeenCalledWith('g1', 'r1'));
    await waitFor(() => expect(within(modal).queryByText('Free coffee')).toBeNull());
  }, 60_000);
});

describe('reward helpers', () => {
  it('leaves what the active rewards do not take to no prize, in hundredths', () => {
    expect(
      noPrizeChance([
        { reChanceRate: 33.33, reIsActive: true },
        { reChanceRate: 33.33, reIsActive: true },
        { reChanceRate: 33.34, reIsActive: true },
      ]),
    ).toBe(0);
    expect(
      noPrizeChance([
        { reChanceRate: 40, reIsActive: false },
        { reChanceRate: 0.1, reIsActive: true },
      ]),
    ).toBe(99.9);
  });

  it('sends no coupon for a prize without a code, and blanks as null', () => {
    expect(
      rewardPayload({
        reName: ' Bag ',
        reQty: '3',
        reType: 2,
        reCampaignId: 'c1',
        reChanceRate: '1.5',
        reIsActive: true,
        reIsRedeem: false,
        backgroundColor: '',
      }),
    ).toEqual({
      reName: 'Bag',
      reQty: 3,
      reType: 2,
      reCampaignId: null,
      reChanceRate: 1.5,
      reIsActive: true,
      reIsRedeem: false,
      startDate: null,
      endDate: null,
      imageDisplay: null,
      backgroundColor: null,
    });
  });
});
