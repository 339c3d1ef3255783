import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import GameDashboardListPage from '@/pages/game-dashboard/GameDashboardListPage';
import GameDashboardPage from '@/pages/game-dashboard/GameDashboardPage';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import type { GameDashboard } from './actions';
import { localMobile } from './dashboard/GamePlays';
import { storedGame } from './testGame';

const { Route, Routes } = reactRouterProvider;

const totals = {
  totalGame: 3,
  totalPlayer: 1250,
  totalReward: 87,
  totalActive: 1,
  totalExpired: 1,
  totalPause: 1,
  totalPlay: 4321,
  playerDetail: { today: 12, last7Days: 340, last30Days: 1100 },
};

const detail: GameDashboard = {
  id: 'g1',
  name: 'Lucky wheel',
  game_start_date: '2026-12-01T00:00:00+07:00',
  game_end_date: '2026-12-31T23:59:00+07:00',
  game_status: 'active',
  game_replay: 2,
  game_verify: 'none',
  reward_qty_out: 4,
  reward_qty: 20,
  rewardOutGraph: [
    { reId: 'r1', reName: 'Free coffee', reQty: 10, reUsed: 3, reBalance: 7 },
    { reId: 'r2', reName: 'Tote bag', reQty: 10, reUsed: 1, reBalance: 9 },
  ],
  rewardPerDayGraph: [
    { day: '2026-12-01', plays: 5, players: 4, prizes: 3 },
    { day: '2026-12-02', plays: 2, players: 1, prizes: 1 },
  ],
  total: { plays: 7, players: 5, prizes: 4 },
};

const plays = [
  {
    id: 'p1',
    gameId: 'g1',
    mobile: '+66812345678',
    result: 'won',
    reName: 'Free coffee',
    couponCode: null,
    redeemedAt: null,
    prizeSms: null,
    createdAt: '2026-12-02T03:00:00Z',
  },
  {
    id: 'p2',
    gameId: 'g1',
    mobile: '+66898765432',
    result: 'no_prize',
    reName: null,
    couponCode: null,
    redeemedAt: null,
    prizeSms: null,
    createdAt: '2026-12-01T03:00:00Z',
  },
];

const renderAt = (path: string) => {
  window.location.hash = `#${path}`;
  saveSession(fakeSession());
  const getList = vi.fn(async (resource: string) =>
    resource === 'game-plays' ? { data: plays, total: plays.length } : { data: [storedGame], total: 1 },
  );
  const dataProvider = {
    ...testDataProvider({ getList: getList as never }),
    gamesDashboard: vi.fn(async () => totals),
    gameDashboard: vi.fn(async () => detail),
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <Routes>
        <Route path="/game-dashboard" element={<GameDashboardListPage />} />
        <Route path="/game-dashboard/:id" element={<GameDashboardPage />} />
      </Routes>
    </AdminContext>,
  );
  return { getList, dataProvider };
};

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

describe('the game dashboard list', () => {
  it('shows the totals as figure cards, then the games with their status', async () => {
    renderAt('/game-dashboard');
    await waitFor(() => expect(figure('totalGame')).toBe('3'));
    expect(figure('totalPlayer')).toBe('1,250');
    expect(figure('totalReward')).toBe('87');
    expect(figure('totalActive')).toBe('1');
    expect(figure('totalExpired')).toBe('1');
    expect(figure('totalPause')).toBe('1');
    expect(figure('totalPlay')).toBe('4,321');
    expect(figure('playerDetail.today')).toBe('12');
    expect(figure('playerDetail.last7Days')).toBe('340');
    expect(figure('playerDetail.last30Days')).toBe('1,100');
    for (const label of ['Games', 'Players', 'Rewards won', 'Active', 'Ended', 'Paused', 'Plays', 'New players, 7 days'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Lucky wheel')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
  }, 60_000);

  it('filters the games as the configuration list does, and resets the filters', async () => {
    const { getList } = renderAt('/game-dashboard');
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ended' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('games', expect.objectContaining({ filter: { status: 'ended' } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('games', expect.objectContaining({ filter: {} })));
  }, 60_000);
});

describe('the game detail dashboard', () => {
  it('shows the game’s figures, rewards won of their stock, and its plays ten a page', async () => {
    const { getList } = renderAt('/game-dashboard/g1');
    expect(await screen.findByRole('heading', { name: 'Game dashboard: Lucky wheel' })).toBeTruthy();
    expect(figure('reward_qty_out')).toBe('4 of 20');
    expect(figure('plays')).toBe('7');
    expect(figure('players')).toBe('5');
    expect(figure('prizes')).toBe('4');
    expect(figure('game_replay')).toBe('2');
    expect(figure('game_verify')).toBe('Phone only, no OTP');
    expect(figure('game_status')).toBe('Active');
    // Bangkok time, whatever the browser's zone.
    expect(figure('game_start_date')).toMatch(/1 Dec 2026.*00:00/);
    expect(await screen.findByRole('figure', { name: 'Plays and prizes per day (Bangkok time)' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Rewards won and left' })).toBeTruthy();

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('081 234 5678')).toBeTruthy();
    expect(within(table).getByText('Free coffee')).toBeTruthy();
    expect(within(table).getByText('No prize')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'game-plays',
      expect.objectContaining({ filter: { gameId: 'g1' }, pagination: { page: 1, perPage: 10 } }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Result' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'game-plays',
        expect.objectContaining({ filter: { gameId: 'g1', status: 'won' } }),
      ),
    );
    fireEvent.change(screen.getByLabelText('Played from'), { target: { value: '2026-12-02' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'game-plays',
        expect.objectContaining({ filter: { gameId: 'g1', status: 'won', play_date_gte: '2026-12-02T00:00:00+07:00' } }),
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '0812' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'game-plays',
        expect.objectContaining({ filter: expect.objectContaining({ gameId: 'g1', name: '0812' }) }),
      ),
    );
  }, 60_000);

  it('writes a Thai mobile as it is read in Thailand', () => {
    expect(localMobile('+66812345678')).toBe('081 234 5678');
    expect(localMobile('+14155550100')).toBe('+14155550100');
  });
});
