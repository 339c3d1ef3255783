import { Box, Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { CreditCard } from '@/components/CreditCard';
import { useCan, useIsStaff } from '@/components/useCan';
import { AccountCard } from './AccountCard';
import { FirstStepsCard } from './FirstStepsCard';
import { UsersCard } from './UsersCard';

/**
 * Home: a new account's first steps, the account, its credit and its users, one component per card, each shown only when the
 * user may read what it shows. The month's figures and charts are the Dashboard's (DashboardPage).
 */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const canSeeAccount = useCan('show', 'account-setting');
  const canListUsers = useCan('list', 'users');
  // The way to a first send, for those who take it: staff's own account sends nothing.
  const canRequestSender = useCan('create', 'senders');
  const canListSends = useCan('list', 'broadcasts');
  const isStaff = useIsStaff();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      {canRequestSender && canListSends && !isStaff ? <FirstStepsCard /> : null}
      <Grid container spacing={2}>
        {canSeeAccount ? (
          <Grid size={{ xs: 12, md: 5 }}>
            <AccountCard />
          </Grid>
        ) : null}
        {/* The profile's figures: every signed-in user may read them. */}
        <Grid size={{ xs: 12, md: canSeeAccount ? 7 : 5 }}>
          <CreditCard />
        </Grid>
        {canListUsers ? (
          <Grid size={{ xs: 12, md: 7 }}>
            <UsersCard />
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
};

export default Dashboard;
