import { Datagrid, FunctionField, SimpleList, TextField, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { GameStatusChip } from './GameStatusChip';
import { gameFilters } from './filters';
import type { GameRecord } from './payload';

const Rows = () => {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const canEdit = useCan('edit', 'games');
  const canDelete = useCan('delete', 'games');
  const rowClick = canEdit ? 'edit' : false;
  if (isPhone) {
    return (
      <SimpleList<GameRecord>
        primaryText={(row) => row.gameName}
        secondaryText={(row) => translate(`resources.games.types.${row.gameType}`)}
        tertiaryText={(row) => translate(`resources.games.statuses.${row.gameStatus}`)}
        rowClick={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="gameName" />
      <FunctionField<GameRecord> source="gameType" render={(row) => translate(`resources.games.types.${row.gameType}`)} />
      <FunctionField<GameRecord>
        source="gameStatus"
        sortable={false}
        render={(row) => <GameStatusChip status={row.gameStatus} />}
      />
      <LocalDateField source="gameStartDate" showTime />
      <LocalDateField source="gameEndDate" showTime />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Datagrid>
  );
};

/** The account's games, ten a page; deleting one is asked first. */
const GameList = () => (
  <ResourceList filters={gameFilters}>
    <Rows />
  </ResourceList>
);

export default GameList;
