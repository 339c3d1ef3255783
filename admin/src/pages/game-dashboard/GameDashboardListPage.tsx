import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  TextField,
  Title,
  TopToolbar,
  useDataProvider,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useMonthFigures } from '@/dashboard/useMonthFigures';
import type { AppDataProvider } from '@/providers/dataProvider';
import { GameStatusChip } from '@/resources/games/GameStatusChip';
import { FigureCards, useNumber } from '@/resources/games/dashboard/FigureCards';
import { TOTALS } from '@/resources/games/dashboard/figures';
import { gameFilters } from '@/resources/games/filters';
import type { GameRecord } from '@/resources/games/payload';

const detailOf = (id: Identifier) => `/game-dashboard/${encodeURIComponent(String(id))}`;

/** The account's games with their status, each opening its detail dashboard. */
const GameRows = () => {
  const translate = useTranslate();
  if (useIsPhone()) {
    return (
      <SimpleList<GameRecord>
        primaryText={(row) => row.gameName}
        secondaryText={(row) => translate(`resources.games.types.${row.gameType}`)}
        tertiaryText={(row) => translate(`resources.games.statuses.${row.gameStatus}`)}
        rowClick={detailOf}
      />
    );
  }
  return (
    <Datagrid rowClick={detailOf} bulkActionButtons={false}>
      <TextField source="gameName" />
      <FunctionField<GameRecord> source="gameType" render={(row) => translate(`resources.games.types.${row.gameType}`)} />
      <FunctionField<GameRecord>
        source="gameStatus"
        sortable={false}
        render={(row) => <GameStatusChip status={row.gameStatus} />}
      />
      <LocalDateField source="gameStartDate" showTime />
      <LocalDateField source="gameEndDate" showTime />
    </Datagrid>
  );
};

/**
 * Games → the specification's game dashboard list: the account's totals as figure cards (games,
 * players, rewards won, active, ended, paused, then plays), and its games with their status.
 */
const GameDashboardListPage = () => {
  const translate = useTranslate();
  const number = useNumber();
  const dataProvider = useDataProvider<AppDataProvider>();
  const state = useMonthFigures(() => dataProvider.gamesDashboard(), 'totals');
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="resources.games.dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('resources.games.dashboard.title')}
      </Typography>
      {state.loading && !state.data ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} /> : null}
      {state.error ? <Alert severity="warning">{translate('resources.games.dashboard.loadError')}</Alert> : null}
      {state.data ? (
        <FigureCards
          figures={TOTALS.map((name) => ({
            name,
            label: `resources.games.dashboard.totals.${name}`,
            value: number(state.data![name]),
          }))}
        />
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('resources.games.dashboard.games')}
      </Typography>
      <List
        resource="games"
        title={false}
        disableSyncWithLocation
        storeKey={false}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={gameFilters}
        actions={
          <TopToolbar sx={wrapping}>
            <ResetFiltersButton />
            <FilterButton />
          </TopToolbar>
        }
        pagination={<ListPagination />}
      >
        <GameRows />
      </List>
    </Box>
  );
};

export default GameDashboardListPage;
