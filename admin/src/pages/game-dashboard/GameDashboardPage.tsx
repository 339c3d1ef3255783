import { lazy, Suspense } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, RecordContextProvider, Title, useDataProvider, useParams, useTranslate } from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { useMonthFigures } from '@/dashboard/useMonthFigures';
import type { AppDataProvider } from '@/providers/dataProvider';
import { GameStatusChip } from '@/resources/games/GameStatusChip';
import type { GameDashboard } from '@/resources/games/actions';
import { FigureCards, useNumber } from '@/resources/games/dashboard/FigureCards';
import { GamePlays } from '@/resources/games/dashboard/GamePlays';
import { anyPlays } from '@/resources/games/dashboard/figures';

// recharts is large: fetched only when there are plays to draw, as on Home.
const GameCharts = lazy(() =>
  import('@/resources/games/dashboard/GameCharts').then((module) => ({ default: module.GameCharts })),
);

/** The detail's figures: the game's dates, status and rules, rewards won of their stock, and its totals. */
const Figures = ({ dashboard }: { dashboard: GameDashboard }) => {
  const translate = useTranslate();
  const number = useNumber();
  const label = (field: string) => `resources.games.dashboard.fields.${field}`;
  return (
    <RecordContextProvider value={dashboard}>
      <FigureCards
        figures={[
          {
            name: 'game_status',
            label: label('game_status'),
            value: <GameStatusChip status={dashboard.game_status} />,
            text: true,
          },
          {
            name: 'game_start_date',
            label: label('game_start_date'),
            value: <LocalDateField source="game_start_date" showTime />,
            text: true,
          },
          {
            name: 'game_end_date',
            label: label('game_end_date'),
            value: <LocalDateField source="game_end_date" showTime />,
            text: true,
          },
          { name: 'game_replay', label: label('game_replay'), value: number(dashboard.game_replay) },
          {
            name: 'game_verify',
            label: label('game_verify'),
            value: translate(`resources.games.verifyTypes.${dashboard.game_verify}`),
            text: true,
          },
          {
            name: 'reward_qty_out',
            label: label('reward_qty_out'),
            value: translate('resources.games.dashboard.rewardsOut', {
              out: number(dashboard.reward_qty_out),
              qty: number(dashboard.reward_qty),
            }),
          },
          { name: 'plays', label: label('plays'), value: number(dashboard.total.plays) },
          { name: 'players', label: label('players'), value: number(dashboard.total.players) },
          { name: 'prizes', label: label('prizes'), value: number(dashboard.total.prizes) },
        ]}
      />
    </RecordContextProvider>
  );
};

/**
 * The specification's game detail dashboard: the game's figures, its rewards won and left
 * (rewardOutGraph), its plays and prizes per ICT day (rewardPerDayGraph), and its report table.
 */
const GameDashboardPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const state = useMonthFigures(() => dataProvider.gameDashboard(id), id);
  const dashboard = state.data;
  const title = dashboard ? translate('resources.games.dashboard.detailTitle', { name: dashboard.name }) : '';
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title || 'resources.games.dashboard.title'} />
      <Button label="resources.games.dashboard.back" to="/game-dashboard">
        <ArrowBackIcon />
      </Button>
      {state.error ? <Alert severity="warning">{translate('resources.games.dashboard.loadError')}</Alert> : null}
      {!dashboard && !state.error ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {dashboard ? (
        <>
          <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Figures dashboard={dashboard} />
          <Card sx={{ mb: 2 }}>
            <CardContent>
              {anyPlays(dashboard.rewardPerDayGraph) ? (
                <Suspense fallback={<LinearProgress />}>
                  <GameCharts dashboard={dashboard} />
                </Suspense>
              ) : (
                <Typography color="text.secondary">{translate('resources.games.dashboard.noPlays')}</Typography>
              )}
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2">
            {translate('resources.games.dashboard.report')}
          </Typography>
          <GamePlays gameId={dashboard.id} />
        </>
      ) : null}
    </Box>
  );
};

export default GameDashboardPage;
