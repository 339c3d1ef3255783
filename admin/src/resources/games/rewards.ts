import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { pickNullable, pickPresent } from '@/forms/payload';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { GameRewardRecord } from './actions';

/** The odds left for "no prize": 100 less the active rewards' chances, added in hundredths as the API does. */
export const noPrizeChance = (rewards: readonly Pick<GameRewardRecord, 'reChanceRate' | 'reIsActive'>[]): number =>
  (10_000 - rewards.reduce((sum, reward) => sum + (reward.reIsActive ? Math.round(reward.reChanceRate * 100) : 0), 0)) / 100;

export const rewardTypeChoices = [
  { id: 1, name: 'resources.games.rewards.types.1' },
  { id: 2, name: 'resources.games.rewards.types.2' },
];

/** A new reward's values: the specification's reType 1, active. */
export const REWARD_DEFAULTS = { reType: 1, reIsActive: true, reIsRedeem: false, reChanceRate: 0 };

const REQUIRED_FIELDS = ['reName', 'reQty', 'reType', 'reChanceRate', 'reIsActive', 'reIsRedeem'];
const OPTIONAL_FIELDS = ['reCampaignId', 'startDate', 'endDate', 'imageDisplay', 'backgroundColor'];

/** POST and PUT alike: every field, blanks cleared; a prize without a code has no coupon. */
export const rewardPayload = (values: Record<string, unknown>) => {
  const payload = { ...pickPresent(values, REQUIRED_FIELDS), ...pickNullable(values, OPTIONAL_FIELDS) };
  if (Number(payload.reType) === 2) payload.reCampaignId = null;
  for (const field of ['reQty', 'reType', 'reChanceRate']) if (field in payload) payload[field] = Number(payload[field]);
  return payload;
};

/** A valid chance: 0 to 100 with at most two decimals (the API's rule and key). */
export const chanceRate = (value: unknown) => {
  const chance = Number(value);
  return value === '' || value === null || value === undefined
    ? undefined
    : Number.isFinite(chance) && chance >= 0 && chance <= 100 && Math.abs(chance * 100 - Math.round(chance * 100)) < 1e-6
      ? undefined
      : 'validation.chanceRate';
};

export interface GameRewards {
  rewards: GameRewardRecord[];
  loading: boolean;
  reload: () => void;
}

const NO_REWARDS: GameRewards = { rewards: [], loading: false, reload: () => undefined };

/** The rewards of the game being edited, shared by the rewards modal and the live preview. */
export const GameRewardsContext = createContext<GameRewards>(NO_REWARDS);

export const useGameRewards = () => useContext(GameRewardsContext);

/** Loads a game's rewards, again on each `reload` (after the modal saved or deleted one). */
export function useLoadedRewards(gameId: string | undefined): GameRewards {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rewards: GameRewardRecord[]; loading: boolean }>({ rewards: [], loading: true });
  useEffect(() => {
    if (!gameId) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    dataProvider.gameRewards(gameId).then(
      (rewards) => current && setState({ rewards, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, gameId, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
