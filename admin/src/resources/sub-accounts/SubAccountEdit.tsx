import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import type { SubAccountRecord } from '@/types';
import { SubAccountInputs } from './SubAccountInputs';
import { toSubAccountUpdatePayload } from './payload';

const SubAccountEditToolbar = () => {
  const record = useRecordContext<SubAccountRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {/* Its confirmation reads resources.sub-accounts.message.delete_title and delete_content. */}
      {record ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// Pessimistic: 422 field errors reach the form, and delete asks for confirmation.
const SubAccountEdit = () => (
  <Edit mutationMode="pessimistic" transform={toSubAccountUpdatePayload} redirect="list">
    <SimpleForm noValidate toolbar={<SubAccountEditToolbar />} sx={{ maxWidth: 640 }}>
      <SubAccountInputs mode="edit" />
    </SimpleForm>
  </Edit>
);

export default SubAccountEdit;
