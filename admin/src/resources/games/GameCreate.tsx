import { Create, SimpleForm } from 'react-admin';
import { GameInputs } from './GameInputs';
import { GAME_DEFAULTS, gameCreatePayload } from './payload';

const GameCreate = () => (
  <Create transform={gameCreatePayload} redirect="list">
    <SimpleForm noValidate defaultValues={GAME_DEFAULTS} sx={{ maxWidth: 1000 }}>
      <GameInputs />
    </SimpleForm>
  </Create>
);

export default GameCreate;
