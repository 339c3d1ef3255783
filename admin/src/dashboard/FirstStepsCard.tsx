import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { Link, useGetList, useGetOne, useTranslate } from 'react-admin';
import { SINGLETON_ID } from '@/providers/dataProvider';
import type { Profile } from '@/types';
import { firstSteps, type FirstStep } from './firstSteps';

/**
 * Staff approve and top up elsewhere: read again whenever Home opens, on focus and now and then,
 * so a step ticks without a reload.
 */
const FRESH = { refetchOnMount: 'always', refetchOnWindowFocus: 'always', refetchInterval: 30_000 } as const;

const ONE = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const } };

/** Where each step is done. */
const WHERE: Record<FirstStep['name'], string> = {
  senderRequested: '/senders/create',
  senderApproved: '/senders',
  credits: '/credit-purchases',
  firstSend: '/quick-send',
};

/**
 * A new account's first steps, ticked from what the account already has (a sender name asked
 * for, one approved, credits, a send): read again whenever Home is opened. Gone once all are done.
 */
export const FirstStepsCard = () => {
  const translate = useTranslate();
  const senders = useGetList('senders', ONE, FRESH);
  const approved = useGetList('senders', { ...ONE, filter: { status: 'approved' } }, FRESH);
  const sends = useGetList('broadcasts', ONE, FRESH);
  const profile = useGetOne<Profile>('profile', { id: SINGLETON_ID }, FRESH);
  if (senders.total === undefined || approved.total === undefined || sends.total === undefined || !profile.data) return null;
  const steps = firstSteps({
    senders: senders.total,
    approvedSenders: approved.total,
    creditsBought: profile.data.creditTotle,
    creditBalance: profile.data.creditBalance,
    sends: sends.total,
  });
  if (steps.every((step) => step.done)) return null;
  return (
    <Card sx={{ mb: 2 }} data-first-steps>
      <CardHeader avatar={<ChecklistIcon color="primary" />} title={translate('app.dashboard.firstSteps.title')} />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding>
          {steps.map((step) => (
            <ListItem key={step.name} disableGutters alignItems="flex-start" data-step={step.name} data-done={step.done}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess={translate('app.dashboard.firstSteps.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('app.dashboard.firstSteps.toDo')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.dashboard.firstSteps.${step.name}.label`)}
                secondary={step.done ? null : translate(`app.dashboard.firstSteps.${step.name}.hint`)}
                slotProps={{ primary: { sx: step.done ? { color: 'text.secondary' } : { fontWeight: 500 } } }}
              />
              {step.done ? null : (
                <Button component={Link} to={WHERE[step.name]} size="small" sx={{ flexShrink: 0, ml: 1, mt: 0.5 }}>
                  {translate(`app.dashboard.firstSteps.${step.name}.action`)}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
