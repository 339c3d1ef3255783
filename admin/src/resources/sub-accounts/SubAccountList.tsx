import {
  CreateButton,
  Datagrid,
  EditButton,
  FilterButton,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { planChoices, statusChoices } from '@/forms/choices';

export const subAccountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

const SubAccountPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

// Deleting a sub-account removes its users: only one at a time, from the edit page.
const SubAccountList = () => (
  <List
    filters={subAccountFilters}
    actions={<ListActions />}
    perPage={10}
    pagination={<SubAccountPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <SelectField source="plan" choices={planChoices} />
      <SelectField source="status" choices={statusChoices} />
      <NumberField source="usersCount" sortable={false} />
      <TextField source="adminEmail" sortable={false} />
      <LocalDateField source="createdAt" />
      <EditButton />
    </Datagrid>
  </List>
);

export default SubAccountList;
