import { Datagrid, EditButton, List, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { ListActions, ListPagination } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { planChoices, accountStatusChoices } from '@/forms/choices';

export const subAccountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="status" source="status" choices={accountStatusChoices} />,
];

// Deleting a sub-account removes its users: only one at a time, from the edit page.
const SubAccountList = () => (
  <List
    filters={subAccountFilters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <SelectField source="plan" choices={planChoices} />
      <SelectField source="status" choices={accountStatusChoices} />
      <NumberField source="usersCount" sortable={false} />
      <TextField source="adminEmail" sortable={false} />
      <LocalDateField source="createdAt" />
      <EditButton />
    </Datagrid>
  </List>
);

export default SubAccountList;
