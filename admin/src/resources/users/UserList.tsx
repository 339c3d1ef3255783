import { Datagrid, EditButton, SearchInput, SelectField, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { BulkDeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { choiceLabel } from '@/dashboard/helpers';
import { planChoices, roleChoices, statusChoices } from '@/forms/choices';
import type { UserRecord } from '@/types';

export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
];

/** On a phone, one line per user instead of nine columns. */
const UserSimpleList = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleList<UserRecord>
      primaryText={(user) => user.fullName || user.username}
      secondaryText={(user) => user.email}
      tertiaryText={(user) => translate(choiceLabel(roleChoices, user.role))}
      rowClick={canEdit ? 'edit' : false}
    />
  );
};

/** Shows only what the role may do: no row link without edit, no checkboxes without delete. */
const UserList = () => {
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'users');
  const canDelete = useCan('delete', 'users');
  return (
    <ResourceList filters={userFilters}>
      {isSmall ? (
        <UserSimpleList canEdit={canEdit} />
      ) : (
        <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={canDelete ? <BulkDeleteButton /> : false}>
          <TextField source="username" />
          <TextField source="fullName" />
          <TextField source="email" />
          <SelectField source="role" choices={roleChoices} />
          <SelectField source="status" choices={statusChoices} />
          <TextField source="accountName" sortable={false} />
          <LocalDateField source="createdAt" />
          <LocalDateField source="lastLoginAt" showTime />
          {canEdit ? <EditButton /> : null}
        </Datagrid>
      )}
    </ResourceList>
  );
};

export default UserList;
