import { Alert, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useMonthFigures } from '@/dashboard/useMonthFigures';
import { formatDate } from '@/i18n/formatDate';
import { CouponFigures } from './CouponFigures';
import { fetchCouponDashboard } from './couponDashboardApi';

/** The coupon show page's figures: the four counts over its validity and the chart per day. */
export const CouponDashboardOfCoupon = () => {
  const record = useRecordContext<{ id: string }>();
  return record?.id ? <FiguresOf id={String(record.id)} /> : null;
};

const FiguresOf = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const state = useMonthFigures(() => fetchCouponDashboard(id), id);
  if (state.error) return <Alert severity="warning">{translate('app.couponDashboard.loadError')}</Alert>;
  if (!state.data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const { from, to, days, ...figures } = state.data;
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.couponDashboard.period', {
          from: formatDate(`${from}T00:00:00+07:00`, locale),
          to: formatDate(`${to}T00:00:00+07:00`, locale),
        })}
      </Typography>
      <CouponFigures figures={figures} days={days} />
    </>
  );
};
