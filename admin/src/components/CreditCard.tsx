import { Alert, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';
import { creditLevel } from '@/components/CreditBalance';
import { SINGLETON_ID } from '@/providers/dataProvider';
import type { Profile } from '@/types';

const LEVEL_COLOR = { empty: 'error.main', low: 'warning.dark', enough: 'text.primary' } as const;

const Figure = ({ label, value, color = 'text.primary' }: { label: string; value: string; color?: string }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body1" component="span" sx={{ fontWeight: 500, color }}>
      {value}
    </Typography>
  </Stack>
);

/**
 * The acting account's credit, from the profile (the specification's creditBalance, creditTotle
 * and creditDatePurc): every signed-in user reads it. Home shows the balance alone, the profile
 * all three. The profile form reads the same record, so the page asks once.
 */
export const CreditCard = ({ details = false }: { details?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: profile, isPending, error } = useGetOne<Profile>('profile', { id: SINGLETON_ID });
  const number = (value: number) => value.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader avatar={<AccountBalanceWalletIcon color="primary" />} title={translate('app.credit.title')} />
      <CardContent>
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error || !profile ? (
          <Alert severity="warning">{translate('app.credit.loadError')}</Alert>
        ) : (
          <Stack spacing={1}>
            <Figure
              label={translate('app.credit.balance')}
              value={number(profile.creditBalance)}
              color={LEVEL_COLOR[creditLevel(profile.creditBalance)]}
            />
            {creditLevel(profile.creditBalance) === 'enough' ? null : (
              <Alert severity={creditLevel(profile.creditBalance) === 'empty' ? 'error' : 'warning'} sx={{ py: 0 }}>
                {translate('app.credit.lowHint')}
              </Alert>
            )}
            {details ? (
              <>
                <Figure label={translate('app.credit.total')} value={number(profile.creditTotle)} />
                <Figure
                  label={translate('app.credit.lastPurchase')}
                  value={
                    profile.creditDatePurc
                      ? formatDate(profile.creditDatePurc, locale, { showTime: true })
                      : translate('app.credit.noPurchase')
                  }
                />
              </>
            ) : null}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
