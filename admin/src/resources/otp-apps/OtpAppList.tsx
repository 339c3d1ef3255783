import { BooleanField, Datagrid, DeleteButton, EditButton, NumberField, SearchInput, TextField } from 'react-admin';
import { ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const RowActions = () => {
  const canEdit = useCan('edit', 'otp-apps');
  const canDelete = useCan('delete', 'otp-apps');
  return (
    <>
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton mutationMode="pessimistic" redirect={false} /> : null}
    </>
  );
};

const OtpAppList = () => {
  const canEdit = useCan('edit', 'otp-apps');
  return (
    <ResourceList filters={filters}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="id" label="resources.otp-apps.fields.appId" sortable={false} />
        <TextField source="sender" sortable={false} />
        <NumberField source="pinLength" sortable={false} />
        <NumberField source="expireSeconds" sortable={false} />
        <NumberField source="maxFail" sortable={false} />
        <BooleanField source="enabled" sortable={false} />
        <LocalDateField source="createdAt" showTime />
        <RowActions />
      </Datagrid>
    </ResourceList>
  );
};

export default OtpAppList;
