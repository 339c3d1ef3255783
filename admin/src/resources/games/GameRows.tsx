import type { ReactNode } from 'react';
import { Datagrid, FunctionField, SimpleList, TextField, useTranslate, type Identifier } from 'react-admin';
import { useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { GameStatusChip } from './GameStatusChip';
import type { GameRecord } from './payload';

type RowClick = 'edit' | false | ((id: Identifier) => string);

/**
 * A list's games (Game Configuration, and the game dashboard list): name, type, status and dates,
 * a line each on a phone. `children` add columns at the end (a delete button).
 */
export const GameRows = ({ rowClick, children }: { rowClick: RowClick; children?: ReactNode }) => {
  const translate = useTranslate();
  if (useIsPhone()) {
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
      {children}
    </Datagrid>
  );
};
