import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import {
  Datagrid,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PhoneOrGrid } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { sendingApi } from '@/pages/quick-send/sendingApi';
import { MessageStatusField, type MessageRecord } from '@/resources/messages/parts';
import { MessageFilters } from './MessageFilters';
import { BroadcastProgressField, BroadcastStatusField, CancelBroadcastButton, type BroadcastRecord } from './parts';

/** The detail page's labels for the internal states (domain.md: expired shows as Undelivered here). */
const COUNTS = [
  ['pending', 'pending'],
  ['submitted', 'submitted'],
  ['delivered', 'delivered'],
  ['undelivered', 'undelivered'],
  ['rejected', 'rejected'],
  ['expired', 'undelivered'],
] as const;

const Counts = () => {
  const record = useRecordContext<BroadcastRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      {COUNTS.map(([key, label]) => (
        <Grid key={key} size={{ xs: 6, md: 2 }}>
          <Typography variant="overline">
            {translate(`resources.messages.detailStatuses.${label}`)}
            {key === 'expired' ? ` (${translate('resources.messages.statuses.expired')})` : ''}
          </Typography>
          <Typography variant="h6">{record.counts[key].toLocaleString()}</Typography>
        </Grid>
      ))}
    </Grid>
  );
};

const Exports = () => {
  const record = useRecordContext<BroadcastRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ broadcastId: record.id }));
  return (
    <Stack direction="row" spacing={1}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          onClick={() =>
            void sendingApi.download(
              `/api/messages/export?format=${format}&filter=${filter}&sort=${encodeURIComponent('["seq","ASC"]')}`,
              `messages.${format}`,
            )
          }
        >
          {translate(`resources.messages.export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};

const NoMessages = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate('resources.messages.noneMatch')}
    </Typography>
  );
};

/** The list's heading: the plural of "Message |||| Messages" (a bare key would show both). */
const MessagesHeading = () => {
  const translate = useTranslate();
  return <>{translate('resources.messages.name', { smart_count: 2 })}</>;
};

/** On a phone: each message's number, its status and when it was done, on a line or two. */
const PhoneRows = () => (
  <SimpleList<MessageRecord>
    primaryText={(message) => message.mobile}
    secondaryText={
      <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <MessageStatusField source="status" view="detail" />
        <LocalDateField source="doneAt" showTime />
      </Stack>
    }
    empty={<NoMessages />}
    rowClick={false}
  />
);

/** Receipts usually follow within seconds; one still missing this long after the send ends shows on a reload. */
const RECEIPTS_WAIT_MS = 10 * 60_000;

/** How often the page refreshes itself now: while the send is under way, then while receipts are awaited; or never. */
export function refreshEvery(record: BroadcastRecord | undefined, now = Date.now()): number | null {
  if (!record) return null;
  if (record.status === 'scheduled' || record.status === 'sending') return 2000;
  const awaited = record.counts.pending + record.counts.submitted;
  const endedAt = record.completedAt ? new Date(record.completedAt).getTime() : now;
  return record.status === 'completed' && awaited > 0 && now - endedAt < RECEIPTS_WAIT_MS ? 5000 : null;
}

/**
 * Keeps the page true while it changes: one refresh reloads the heading, the counts and the rows
 * together, so they never disagree (a "Completed" heading over rows still sent to the operator).
 */
const LiveRefresh = () => {
  const record = useRecordContext<BroadcastRecord>();
  const refresh = useRefresh();
  const every = refreshEvery(record);
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(refresh, every);
    return () => clearInterval(timer);
  }, [every, refresh]);
  return null;
};

const BroadcastShow = () => (
  <Show>
    <LiveRefresh />
    <SimpleShowLayout>
      <BroadcastStatusField source="status" />
      <BroadcastProgressField source="progress" />
      <Counts />
      <TextField source="senderName" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="description" emptyText="—" />
      <NumberField source="recipients" />
      <NumberField source="credits" />
      <NumberField source="refunded" />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="scheduledAt" showTime />
      <LocalDateField source="completedAt" showTime />
      <CancelBroadcastButton />
      <Box sx={{ mt: 2 }}>
        <Exports />
      </Box>
      <ReferenceManyField
        reference="messages"
        target="broadcastId"
        sort={{ field: 'seq', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        label={<MessagesHeading />}
      >
        <MessageFilters />
        <PhoneOrGrid phone={<PhoneRows />}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoMessages />}>
            <TextField source="mobile" />
            <MessageStatusField source="status" view="detail" />
            <NumberField source="parts" />
            <NumberField source="credits" />
            <TextField source="providerMessageId" emptyText="—" />
            <TextField source="receiptStat" emptyText="—" />
            <TextField source="errorCode" emptyText="—" />
            <LocalDateField source="doneAt" showTime />
          </Datagrid>
        </PhoneOrGrid>
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);

export default BroadcastShow;
