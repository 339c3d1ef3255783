import { Alert, Box, Card, CardContent, CardHeader, Grid, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import SmsIcon from '@mui/icons-material/Sms';
import { lazy, Suspense, useState } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { useCan } from '@/components/useCan';
import { SWITCHABLE_ACCOUNTS } from '@/providers/dataProvider';
import { currentMonthIct, fetchDashboard, type DashboardMonth } from './dashboardApi';
import { useMonthFigures } from './useMonthFigures';

// recharts is the largest part of Home: fetched only when the card has figures to draw.
const SendsCharts = lazy(() => import('./SendsCharts').then((module) => ({ default: module.SendsCharts })));

const FIGURES = ['smsSub', 'deliRate', 'cost', 'delivered', 'rejected', 'progress', 'undelivered'] as const;
/** The specification's coupon counts of the month (coupon_stats), for those who may read coupons. */
const COUPON_FIGURES = ['coupon', 'open', 'redeem'] as const;

/** A month of the account's SMS: the specification's figures and three charts, by month and account. */
export const SendsCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [month, setMonth] = useState(currentMonthIct);
  const [accountId, setAccountId] = useState('');
  const { data: accounts } = useGetList(SWITCHABLE_ACCOUNTS, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const canSeeCoupons = useCan('list', 'coupons');
  const state = useMonthFigures(() => fetchDashboard(month, accountId || undefined), `${month}|${accountId}`);

  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  // No message of the month settled yet: no rate was measured, which is not 0 %.
  const shown = (name: (typeof FIGURES)[number], data: DashboardMonth) =>
    name !== 'deliRate'
      ? number.format(data[name])
      : data.delivered + data.undelivered + data.rejected
        ? `${number.format(data.deliRate)} %`
        : '–';
  const { data } = state;
  return (
    <Card>
      <CardHeader avatar={<SmsIcon color="primary" />} title={translate('app.dashboard.sends.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            type="month"
            label={translate('app.dashboard.sends.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value || currentMonthIct())}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {accounts && accounts.length > 1 ? (
            <TextField
              select
              label={translate('app.dashboard.sends.account')}
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
              size="small"
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{translate('app.dashboard.sends.actingAccount')}</MenuItem>
              {accounts.map((account) => (
                <MenuItem key={account.id} value={String(account.id)}>
                  {String(account.name)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
        {state.loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} /> : null}
        {state.error ? <Alert severity="warning">{translate('app.dashboard.loadError')}</Alert> : null}
        {data && !state.error ? (
          <>
            <Grid container spacing={2} sx={{ mb: 3 }}>
              {FIGURES.map((name) => (
                <Grid key={name} size={{ xs: 6, sm: 4, md: 12 / 7 }}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.dashboard.sends.${name}`)}
                  </Typography>
                  <Typography variant="h5" component="p" data-figure={name}>
                    {shown(name, data)}
                  </Typography>
                  {name === 'cost' && data.otpSub ? (
                    // OTP codes are part of the credits used, as in the ledger and the SMS summary.
                    <Typography variant="caption" color="text.secondary" data-figure="otpCost" data-otp-cost={data.otpCost}>
                      {translate('app.dashboard.sends.otpPart', {
                        credits: number.format(data.otpCost),
                        codes: number.format(data.otpSub),
                        smart_count: data.otpSub,
                      })}
                    </Typography>
                  ) : null}
                </Grid>
              ))}
            </Grid>
            {canSeeCoupons ? (
              <Grid container spacing={2} sx={{ mb: 3 }}>
                {COUPON_FIGURES.map((name) => (
                  <Grid key={name} size={{ xs: 4, md: 12 / 7 }}>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`app.dashboard.sends.${name}`)}
                    </Typography>
                    <Typography variant="h5" component="p" data-figure={name}>
                      {number.format(data[name])}
                    </Typography>
                  </Grid>
                ))}
              </Grid>
            ) : null}
            {data.smsSub === 0 ? (
              <Typography color="text.secondary">{translate('app.dashboard.sends.empty')}</Typography>
            ) : (
              <Suspense fallback={<LinearProgress />}>
                <SendsCharts days={data.days} />
              </Suspense>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
