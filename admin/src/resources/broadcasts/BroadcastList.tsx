import { Datagrid, List, NumberField, SelectInput, TextField, useListContext } from 'react-admin';
import { ListActions, ListPagination } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
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

/** Polls every 2 s while a visible send is still under way, so progress bars move by themselves. */
const useLive = () => {
  const { data } = useListContext<BroadcastRecord>();
  return (data ?? []).some((row) => row.status === 'sending' || row.status === 'scheduled');
};

const Rows = () => {
  useLive();
  return (
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
};

const BroadcastList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    queryOptions={{ refetchInterval: 2000 }}
  >
    <Rows />
  </List>
);

export default BroadcastList;
