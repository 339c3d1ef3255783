import { Alert, Box, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { currentMonthIct } from '@/dashboard/dashboardApi';
import { useMonthFigures } from '@/dashboard/useMonthFigures';
import { CouponFigures } from '@/resources/coupons/dashboard/CouponFigures';
import { fetchCouponDashboard, fetchCouponsDashboard } from '@/resources/coupons/dashboard/couponDashboardApi';

/** How many of the newest coupons the picker offers. */
const PICKER_SIZE = 100;

/**
 * Coupons → Dashboard: the account's coupons over a month (codes sent, opened, redeemed), or one
 * coupon with its expired codes too, each with a chart per day.
 */
const CouponDashboardPage = () => {
  const translate = useTranslate();
  const [month, setMonth] = useState(currentMonthIct);
  const [couponId, setCouponId] = useState('');
  const { data: coupons } = useGetList('coupons', {
    pagination: { page: 1, perPage: PICKER_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const state = useMonthFigures<{ figures: Record<string, number>; days: Parameters<typeof CouponFigures>[0]['days'] }>(
    async () => {
      if (couponId) {
        const { from: _from, to: _to, days, ...figures } = await fetchCouponDashboard(couponId);
        return { figures, days };
      }
      const { month: _month, days, ...figures } = await fetchCouponsDashboard(month);
      return { figures, days };
    },
    couponId ? `coupon|${couponId}` : `month|${month}`,
  );
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.couponDashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.couponDashboard.title')}
      </Typography>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              label={translate('app.couponDashboard.coupon')}
              value={couponId}
              onChange={(event) => setCouponId(event.target.value)}
              size="small"
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="">{translate('app.couponDashboard.allCoupons')}</MenuItem>
              {(coupons ?? []).map((coupon) => (
                <MenuItem key={coupon.id} value={String(coupon.id)}>
                  {String(coupon.couponName)}
                </MenuItem>
              ))}
            </TextField>
            {couponId ? null : (
              <TextField
                type="month"
                label={translate('app.couponDashboard.month')}
                value={month}
                onChange={(event) => setMonth(event.target.value || currentMonthIct())}
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Box>
          {couponId ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.couponDashboard.couponPeriod')}
            </Typography>
          ) : null}
          {state.loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} /> : null}
          {state.error ? <Alert severity="warning">{translate('app.couponDashboard.loadError')}</Alert> : null}
          {state.data && !state.error ? <CouponFigures figures={state.data.figures} days={state.data.days} /> : null}
        </CardContent>
      </Card>
    </Box>
  );
};

export default CouponDashboardPage;
