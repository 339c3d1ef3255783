import { Box, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan, useIsStaff } from '@/components/useCan';
import { PlatformCard } from './PlatformCard';
import { SendsCard } from './SendsCard';

/**
 * Dashboard (the specification's second entry, after Home): the month's sends in figures and
 * charts, and the platform's month for staff. Home keeps the account, its credit and its users.
 */
const DashboardPage = () => {
  const translate = useTranslate();
  const canSeeSends = useCan('list', 'messages');
  const isStaff = useIsStaff();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.figuresTitle" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.dashboard.figuresTitle')}
      </Typography>
      <Grid container spacing={2}>
        {isStaff ? (
          <Grid size={12}>
            <PlatformCard />
          </Grid>
        ) : null}
        {canSeeSends ? (
          <Grid size={12}>
            <SendsCard />
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
};

export default DashboardPage;
