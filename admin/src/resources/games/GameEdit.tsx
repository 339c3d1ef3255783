import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '@/components/DeleteButtons';
import { GameInputs } from './GameInputs';
import { gamePayload } from './payload';

// Pessimistic: a refused save reaches the form, and delete asks for confirmation.
const GameEdit = () => (
  <Edit mutationMode="pessimistic" transform={gamePayload} redirect="list">
    <SimpleForm noValidate toolbar={<EditToolbar />} sx={{ maxWidth: 560 }}>
      <GameInputs />
    </SimpleForm>
  </Edit>
);

export default GameEdit;
