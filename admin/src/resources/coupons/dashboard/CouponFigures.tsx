import { Grid, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { CouponDashboardDay } from './couponDashboardApi';

// recharts is large: fetched only when there are figures to draw, as on Home.
const CouponChart = lazy(() => import('./CouponChart').then((module) => ({ default: module.CouponChart })));

const FIGURES = ['issued', 'opened', 'redeemed', 'expired'] as const;
type Figure = (typeof FIGURES)[number];

/** The counts given (expired only for one coupon) and, when anything happened, the chart per day. */
export const CouponFigures = ({ figures, days }: { figures: Partial<Record<Figure, number>>; days: CouponDashboardDay[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  const shown = FIGURES.filter((name) => figures[name] !== undefined);
  const active = days.some((day) => day.issued + day.opened + day.redeemed > 0);
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {shown.map((name) => (
          <Grid key={name} size={{ xs: 6, sm: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.couponDashboard.${name}`)}
            </Typography>
            <Typography variant="h5" component="p" data-figure={name}>
              {number.format(figures[name]!)}
            </Typography>
          </Grid>
        ))}
      </Grid>
      {active ? (
        <Suspense fallback={<LinearProgress />}>
          <CouponChart days={days} />
        </Suspense>
      ) : (
        <Typography color="text.secondary">{translate('app.couponDashboard.empty')}</Typography>
      )}
    </>
  );
};
