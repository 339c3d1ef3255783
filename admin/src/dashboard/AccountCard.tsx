import { Alert, Card, CardContent, CardHeader, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useGetOne, useTranslate } from 'react-admin';
import { planChoices } from '@/forms/choices';
import { SINGLETON_ID } from '@/providers/dataProvider';
import type { AccountSettings } from '@/types';
import { choiceLabel } from './helpers';

/** The acting account: name and plan. */
export const AccountCard = () => {
  const translate = useTranslate();
  const {
    data: account,
    isPending,
    error,
  } = useGetOne<AccountSettings>('account-setting', {
    id: SINGLETON_ID,
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader avatar={<BusinessIcon color="primary" />} title={translate('app.dashboard.account')} />
      <CardContent>
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error || !account ? (
          <Alert severity="warning">{translate('app.dashboard.loadError')}</Alert>
        ) : (
          <Stack spacing={1}>
            <Typography variant="h5" component="p">
              {account.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.account-setting.fields.plan')}
              </Typography>
              <Chip size="small" color="primary" label={translate(choiceLabel(planChoices, account.plan))} />
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
