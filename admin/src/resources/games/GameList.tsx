import { Datagrid, FunctionField, SearchInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { BangkokDateTimeInput } from '@/resources/coupon-books/dates';
import { GameStatusChip } from './GameStatusChip';
import { gameStatusFilterChoices, gameTypeChoices, type GameRecord } from './payload';

// The specification's filters: search, status (all by default), startDate, endDate, gameType.
const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput key="status" source="status" choices={gameStatusFilterChoices} alwaysOn />,
  <SelectInput key="gameType" source="gameType" choices={gameTypeChoices} />,
  <BangkokDateTimeInput key="startDate" source="startDate" helperText="" />,
  <BangkokDateTimeInput key="endDate" source="endDate" helperText="" />,
];

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
  <ResourceList filters={filters}>
    <Rows />
  </ResourceList>
);

export default GameList;
