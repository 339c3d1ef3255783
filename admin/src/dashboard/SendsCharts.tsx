import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { chartDays } from './chartDays';
import type { DashboardDay } from './dashboardApi';

const HEIGHT = 240;

/** The day of the month alone on the axis: 2026-11-05 → 5. */
const dayOfMonth = (day: string) => String(Number(day.slice(8)));

const ChartBox = ({ title, children }: { title: string; children: React.ReactElement }) => (
  <Box component="figure" sx={{ m: 0, mb: 3 }} aria-label={title}>
    <Typography component="figcaption" variant="subtitle1" gutterBottom>
      {title}
    </Typography>
    <ResponsiveContainer width="100%" height={HEIGHT}>
      {children}
    </ResponsiveContainer>
  </Box>
);

/**
 * Sends per day by status, the delivery rate over the month and the credits used per day, up to
 * today; the rate line breaks on days with no settled message.
 */
export const SendsCharts = ({ days: month }: { days: DashboardDay[] }) => {
  const days = chartDays(month);
  const translate = useTranslate();
  const { palette } = useTheme();
  const label = (key: string) => translate(`app.dashboard.sends.${key}`);
  const labelDay = (day: unknown) => String(day);
  return (
    <>
      <ChartBox title={label('perDay')}>
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={dayOfMonth} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={labelDay} />
          <Legend />
          <Bar dataKey="delivered" name={label('delivered')} stackId="status" fill={palette.success.main} />
          <Bar dataKey="progress" name={label('progress')} stackId="status" fill={palette.info.main} />
          <Bar dataKey="undelivered" name={label('undelivered')} stackId="status" fill={palette.warning.main} />
          <Bar dataKey="rejected" name={label('rejected')} stackId="status" fill={palette.error.main} />
        </BarChart>
      </ChartBox>
      <ChartBox title={label('rateOverTime')}>
        <LineChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={dayOfMonth} />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip labelFormatter={labelDay} />
          {/* Dots: a measured day between two gaps has no line to show it. */}
          <Line
            type="monotone"
            dataKey="deliRate"
            name={label('deliRate')}
            stroke={palette.primary.main}
            dot={{ r: 3 }}
            connectNulls={false}
          />
        </LineChart>
      </ChartBox>
      <ChartBox title={label('creditUse')}>
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={dayOfMonth} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={labelDay} />
          <Bar dataKey="cost" name={label('cost')} fill={palette.secondary.main} />
        </BarChart>
      </ChartBox>
    </>
  );
};
