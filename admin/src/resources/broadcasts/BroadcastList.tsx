import { Stack } from '@mui/material';
import { Datagrid, List, NumberField, SelectInput, SimpleList, TextField, useTranslate, type GetListResult } from 'react-admin';
import { ListActions, ListPagination, PhoneOrGrid } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { EmptyWithQuickSend } from './EmptyWithQuickSend';
import { BroadcastProgressField, BroadcastStatusField, CancelBroadcastButton, type BroadcastRecord } from './parts';

const STATUSES = ['draft', 'scheduled', 'sending', 'completed', 'cancelled', 'failed'];
const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={STATUSES.map((id) => ({ id, name: `resources.broadcasts.statuses.${id}` }))}
    alwaysOn
  />,
];

const POLL_MS = 2000;

/**
 * Polls every 2 s while a send on the page is scheduled or under way, so its status and progress
 * bar move by themselves; a page of finished sends is not asked again.
 */
export const pollWhileLive = (query: { state: { data?: GetListResult<BroadcastRecord> } }): number | false =>
  (query.state.data?.data ?? []).some((row) => row.status === 'sending' || row.status === 'scheduled') ? POLL_MS : false;

/** On a phone: what was sent and when, its status, and how many it went to. */
const PhoneRows = () => {
  const translate = useTranslate();
  return (
    <SimpleList<BroadcastRecord>
      primaryText={(send) => send.description || send.senderName}
      secondaryText={(send) => (
        <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <BroadcastStatusField source="status" />
          <LocalDateField source="createdAt" showTime />
          <span>
            {translate('resources.broadcasts.fields.recipients')}: {send.recipients.toLocaleString()}
          </span>
        </Stack>
      )}
      rowClick="show"
    />
  );
};

const Rows = () => (
  <PhoneOrGrid phone={<PhoneRows />}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <LocalDateField source="createdAt" showTime />
      <TextField source="description" emptyText="—" />
      <TextField source="senderName" />
      <BroadcastStatusField source="status" />
      <NumberField source="recipients" />
      <NumberField source="credits" />
      <BroadcastProgressField source="progress" />
      <LocalDateField source="scheduledAt" showTime />
      <CancelBroadcastButton />
    </Datagrid>
  </PhoneOrGrid>
);

const BroadcastList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    queryOptions={{ refetchInterval: pollWhileLive }}
    empty={<EmptyWithQuickSend />}
  >
    <Rows />
  </List>
);

export default BroadcastList;
