import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { planChoices, roleChoices, statusChoices } from '@/forms/choices';

export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
];

// No export: the API serves at most 100 rows per request. CreateButton, EditButton and
// BulkDeleteButton hide themselves without the ability.
const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

const UserPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

const UserList = () => (
  <List
    filters={userFilters}
    actions={<ListActions />}
    perPage={10}
    pagination={<UserPagination />}
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
