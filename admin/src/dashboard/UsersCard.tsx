import {
  Alert,
  Avatar,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import { roleChoices } from '@/forms/choices';
import type { UserRecord } from '@/types';
import { choiceLabel } from './helpers';

export const DASHBOARD_USERS = 10;

/** The first users of the account, with a link to the full list. */
export const UsersCard = () => {
  const translate = useTranslate();
  const {
    data: users,
    total,
    isPending,
    error,
  } = useGetList<UserRecord>('users', {
    pagination: { page: 1, perPage: DASHBOARD_USERS },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        avatar={<PeopleIcon color="primary" />}
        title={translate('app.dashboard.users')}
        subheader={total !== undefined ? translate('app.dashboard.usersTotal', { smart_count: total }) : null}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Alert severity="warning">{translate('app.dashboard.loadError')}</Alert>
        ) : users && users.length > 0 ? (
          <List dense aria-label={translate('app.dashboard.users')}>
            {users.map((user) => (
              <ListItem key={user.id} disableGutters>
                <ListItemAvatar>
                  <Avatar>{user.fullName.charAt(0).toUpperCase()}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={user.fullName}
                  secondary={`${user.email} · ${translate(choiceLabel(roleChoices, user.role))}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{translate('app.dashboard.noUsers')}</Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={LinkBase} to="/users">
          {translate('app.dashboard.seeAll')}
        </Button>
      </CardActions>
    </Card>
  );
};
