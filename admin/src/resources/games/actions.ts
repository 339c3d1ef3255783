import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type GameRewardRecord = components['schemas']['GameRewardResponse'];
export type GameRewardInput = components['schemas']['CreateGameRewardDto'];
export type GamesDashboard = components['schemas']['GameDashboardTotalsResponse'];
export type GameDashboard = components['schemas']['GameDashboardResponse'];

/** A game has few rewards: one page of the API's largest size holds them all. */
const ALL_REWARDS = `range=${encodeURIComponent('[0,99]')}`;

const rewardsPath = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/rewards`;

/** The games' domain actions (a game's rewards, the dashboards), spread into the app's dataProvider. */
export interface GameActions {
  gameRewards(gameId: string): Promise<GameRewardRecord[]>;
  /** Adds a reward, or changes the one named; a 422 names each refused field. */
  saveGameReward(gameId: string, reward: Partial<GameRewardInput>, rewardId?: string): Promise<GameRewardRecord>;
  deleteGameReward(gameId: string, rewardId: string): Promise<void>;
  gamesDashboard(): Promise<GamesDashboard>;
  gameDashboard(gameId: string): Promise<GameDashboard>;
}

export const gameActions: GameActions = {
  async gameRewards(gameId) {
    return (await httpClient(`${rewardsPath(gameId)}?${ALL_REWARDS}`)).json as GameRewardRecord[];
  },
  async saveGameReward(gameId, reward, rewardId) {
    const url = rewardId ? `${rewardsPath(gameId)}/${encodeURIComponent(rewardId)}` : rewardsPath(gameId);
    const response = await httpClient(url, { method: rewardId ? 'PUT' : 'POST', body: JSON.stringify(reward) });
    return response.json as GameRewardRecord;
  },
  async deleteGameReward(gameId, rewardId) {
    await httpClient(`${rewardsPath(gameId)}/${encodeURIComponent(rewardId)}`, { method: 'DELETE' });
  },
  async gamesDashboard() {
    return (await httpClient('/api/games/dashboard')).json as GamesDashboard;
  },
  async gameDashboard(gameId) {
    return (await httpClient(`/api/games/${encodeURIComponent(gameId)}/dashboard`)).json as GameDashboard;
  },
};
