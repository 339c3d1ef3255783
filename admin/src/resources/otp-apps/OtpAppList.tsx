import { BooleanField, Datagrid, EditButton, NumberField, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import type { components } from '@/api/schema';
import { PhoneOrGrid, ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const RowActions = () => {
  const canEdit = useCan('edit', 'otp-apps');
  const canDelete = useCan('delete', 'otp-apps');
  return (
    <>
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </>
  );
};

type OtpApp = components['schemas']['OtpAppResponse'];

/** On a phone: the app's name, its sender and whether it is on; a tap opens it. */
const PhoneRows = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleList<OtpApp>
      primaryText={(app) => app.name}
      secondaryText={(app) => `${translate('resources.otp-apps.fields.sender')}: ${app.sender}`}
      tertiaryText={(app) =>
        `${translate('resources.otp-apps.fields.enabled')}: ${translate(app.enabled ? 'ra.boolean.true' : 'ra.boolean.false')}`
      }
      rowClick={canEdit ? 'edit' : false}
    />
  );
};

const OtpAppList = () => {
  const canEdit = useCan('edit', 'otp-apps');
  return (
    <ResourceList filters={filters}>
      <PhoneOrGrid phone={<PhoneRows canEdit={canEdit} />}>
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
      </PhoneOrGrid>
    </ResourceList>
  );
};

export default OtpAppList;
