import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { FilterButton, List, Title, TopToolbar, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { ListPagination, wrapping } from '@/components/ListParts';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useMonthFigures } from '@/dashboard/useMonthFigures';
import type { AppDataProvider } from '@/providers/dataProvider';
import { GameRows } from '@/resources/games/GameRows';
import { FigureCards, useNumber } from '@/resources/games/dashboard/FigureCards';
import { NEW_PLAYERS, TOTALS } from '@/resources/games/dashboard/figures';
import { gameFilters } from '@/resources/games/filters';

const detailOf = (id: Identifier) => `/game-dashboard/${encodeURIComponent(String(id))}`;

/**
 * Games → the specification's game dashboard list: the account's totals as figure cards (games,
 * players, rewards won, active, ended, paused, then plays and the new players of the last days),
 * and its games with their status.
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
          figures={[
            ...TOTALS.map((name) => ({
              name,
              label: `resources.games.dashboard.totals.${name}`,
              value: number(state.data![name]),
            })),
            ...NEW_PLAYERS.map((name) => ({
              name: `playerDetail.${name}`,
              label: `resources.games.dashboard.playerDetail.${name}`,
              value: number(state.data!.playerDetail[name]),
            })),
          ]}
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
        <GameRows rowClick={detailOf} />
      </List>
    </Box>
  );
};

export default GameDashboardListPage;
