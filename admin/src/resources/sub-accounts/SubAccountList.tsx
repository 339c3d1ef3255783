import {
  Datagrid,
  EditButton,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { choiceLabel } from '@/dashboard/helpers';
import { planChoices, accountStatusChoices } from '@/forms/choices';
import type { SubAccountRecord } from '@/types';

export const subAccountFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="status" source="status" choices={accountStatusChoices} />,
];

// Deleting a sub-account removes its users: only one at a time, from the edit page.
// A viewer reads sub-accounts but cannot edit them: no row link then.
const SubAccountList = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'sub-accounts');
  return (
    <ResourceList filters={subAccountFilters}>
      {isSmall ? (
        <SimpleList<SubAccountRecord>
          primaryText={(account) => account.name}
          secondaryText={(account) => account.adminEmail ?? ''}
          tertiaryText={(account) => translate(choiceLabel(planChoices, account.plan))}
          rowClick={canEdit ? 'edit' : false}
        />
      ) : (
        <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
          <TextField source="name" />
          <SelectField source="plan" choices={planChoices} />
          <SelectField source="status" choices={accountStatusChoices} />
          <NumberField source="usersCount" sortable={false} />
          <TextField source="adminEmail" sortable={false} />
          <LocalDateField source="createdAt" />
          {canEdit ? <EditButton /> : null}
        </Datagrid>
      )}
    </ResourceList>
  );
};

export default SubAccountList;
