import type { GamesDashboard } from '../actions';

/** The specification's game dashboard totals, in its order, and the plays of all the games after them. */
export const TOTALS: Exclude<keyof GamesDashboard, 'playerDetail'>[] = [
  'totalGame',
  'totalPlayer',
  'totalReward',
  'totalActive',
  'totalExpired',
  'totalPause',
  'totalPlay',
];

/** The new players by recent days (playerDetail), after the totals. */
export const NEW_PLAYERS: (keyof GamesDashboard['playerDetail'])[] = ['today', 'last7Days', 'last30Days'];

/** Whether anything was played: the charts are drawn only then. */
export const anyPlays = (days: readonly { plays: number }[]): boolean => days.some((day) => day.plays > 0);

/** A reward's bar: what was won and what is left of its stock. */
export const rewardBars = (rewards: readonly { reName: string; reUsed: number; reBalance: number }[]) =>
  rewards.map(({ reName, reUsed, reBalance }) => ({ name: reName, won: reUsed, left: reBalance }));
