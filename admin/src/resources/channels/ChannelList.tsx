import { BooleanField, Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { ListActions, ListPagination } from '@/components/ListParts';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const ChannelList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="accountName" sortable={false} />
      <TextField source="type" />
      <TextField source="host" />
      <NumberField source="port" />
      <NumberField source="tps" />
      <NumberField source="window" />
      <BooleanField source="hasPassword" sortable={false} />
    </Datagrid>
  </List>
);

export default ChannelList;
