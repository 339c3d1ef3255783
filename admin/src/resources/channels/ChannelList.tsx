import { BooleanField, Datagrid, NumberField, SearchInput, TextField } from 'react-admin';
import { ResourceList } from '@/components/ListParts';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const ChannelList = () => (
  <ResourceList filters={filters}>
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
  </ResourceList>
);

export default ChannelList;
