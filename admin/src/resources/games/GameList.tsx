import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList } from '@/components/ListParts';
import { useCan } from '@/components/useCan';
import { GameRows } from './GameRows';
import { gameFilters } from './filters';

const Rows = () => {
  const canEdit = useCan('edit', 'games');
  const canDelete = useCan('delete', 'games');
  return <GameRows rowClick={canEdit ? 'edit' : false}>{canDelete ? <DeleteButton redirect={false} /> : null}</GameRows>;
};

/** The account's games, ten a page; deleting one is asked first. */
const GameList = () => (
  <ResourceList filters={gameFilters}>
    <Rows />
  </ResourceList>
);

export default GameList;
