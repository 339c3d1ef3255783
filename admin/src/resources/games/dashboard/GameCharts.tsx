import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { GameDashboard } from '../actions';
import { rewardBars } from './figures';

/** 2026-11-05 → 5/11: short enough for a month's axis. */
const shortDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

const Figure = ({ title, children }: { title: string; children: React.ReactElement }) => (
  <Box component="figure" sx={{ m: 0, mb: 3, minWidth: 0 }} aria-label={title}>
    <Typography component="figcaption" variant="subtitle1" gutterBottom>
      {title}
    </Typography>
    <ResponsiveContainer width="100%" height={260}>
      {children}
    </ResponsiveContainer>
  </Box>
);

/** Each reward's stock, won and left (rewardOutGraph), and plays and prizes per ICT day (rewardPerDayGraph). */
export const GameCharts = ({ dashboard }: { dashboard: GameDashboard }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  return (
    <>
      {dashboard.rewardOutGraph.length ? (
        <Figure title={translate('resources.games.dashboard.rewardOutGraph')}>
          <BarChart data={rewardBars(dashboard.rewardOutGraph)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="won" stackId="stock" name={translate('resources.games.dashboard.won')} fill={palette.success.main} />
            <Bar dataKey="left" stackId="stock" name={translate('resources.games.dashboard.left')} fill={palette.grey[400]} />
          </BarChart>
        </Figure>
      ) : null}
      <Figure title={translate('resources.games.dashboard.rewardPerDayGraph')}>
        <BarChart data={dashboard.rewardPerDayGraph}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(day: unknown) => String(day)} />
          <Legend />
          <Bar dataKey="plays" name={translate('resources.games.dashboard.fields.plays')} fill={palette.info.main} />
          <Bar dataKey="prizes" name={translate('resources.games.dashboard.fields.prizes')} fill={palette.success.main} />
        </BarChart>
      </Figure>
    </>
  );
};
