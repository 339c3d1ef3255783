import { Datagrid, List, NumberField, SelectInput, TextField, type GetListResult } from 'react-admin';
import { ListActions, ListPagination } from '@/components/ListParts';
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

const Rows = () => (
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
