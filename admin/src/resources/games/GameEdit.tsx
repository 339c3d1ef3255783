import type { ReactNode } from 'react';
import { Edit, ListButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { EditToolbar } from '@/components/DeleteButtons';
import { wrapping } from '@/components/ListParts';
import { GameInputs } from './GameInputs';
import { GameRewardsButton } from './GameRewards';
import { gamePayload, type GameRecord } from './payload';
import { GameRewardsContext, useLoadedRewards } from './rewards';

/** The game's rewards, loaded once for the rewards modal and the preview alike. */
const WithRewards = ({ children }: { children: ReactNode }) => {
  const game = useRecordContext<GameRecord>();
  return <GameRewardsContext.Provider value={useLoadedRewards(game?.id)}>{children}</GameRewardsContext.Provider>;
};

const Actions = () => (
  <TopToolbar sx={wrapping}>
    <GameRewardsButton />
    <ListButton />
  </TopToolbar>
);

// Pessimistic: a refused save reaches the form, and delete asks for confirmation.
const GameEdit = () => (
  <Edit mutationMode="pessimistic" transform={gamePayload} redirect="list" actions={false}>
    <WithRewards>
      <Actions />
      <SimpleForm noValidate toolbar={<EditToolbar />} sx={{ maxWidth: 1000 }}>
        <GameInputs />
      </SimpleForm>
    </WithRewards>
  </Edit>
);

export default GameEdit;
