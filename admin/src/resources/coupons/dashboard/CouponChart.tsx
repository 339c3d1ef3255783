import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { CouponDashboardDay } from './couponDashboardApi';

/** 2026-11-05 → 5/11: short enough for a quarter's axis. */
const shortDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

/** Codes sent, pages opened and redemptions per day. */
export const CouponChart = ({ days }: { days: CouponDashboardDay[] }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  const title = translate('app.couponDashboard.perDay');
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(day: unknown) => String(day)} />
          <Legend />
          <Bar dataKey="issued" name={translate('app.couponDashboard.issued')} fill={palette.info.main} />
          <Bar dataKey="opened" name={translate('app.couponDashboard.opened')} fill={palette.warning.main} />
          <Bar dataKey="redeemed" name={translate('app.couponDashboard.redeemed')} fill={palette.success.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
};
