import { BulkDeleteButton, Datagrid, EditButton, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { ListActions, ListPagination } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { planChoices, roleChoices, statusChoices } from '@/forms/choices';

export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
];

const UserList = () => (
  <List
    filters={userFilters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <TextField source="username" />
      <TextField source="fullName" />
      <TextField source="email" />
      <SelectField source="role" choices={roleChoices} />
      <SelectField source="status" choices={statusChoices} />
      <TextField source="accountName" sortable={false} />
      <LocalDateField source="createdAt" />
      <LocalDateField source="lastLoginAt" showTime />
      <EditButton />
    </Datagrid>
  </List>
);

export default UserList;
