import { Edit, SaveButton, SimpleForm, Toolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import type { UserRecord } from '@/types';
import { UserInputs } from './UserInputs';
import { toUserUpdatePayload } from './payload';

/** No delete button on one's own user: the API refuses it anyway. */
const UserEditToolbar = () => {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && identity && record.id !== identity.id ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// Pessimistic: 422 field errors reach the form, and delete asks for confirmation.
const UserEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUserUpdatePayload} redirect="list">
    <SimpleForm noValidate toolbar={<UserEditToolbar />} sx={{ maxWidth: 640 }}>
      <UserInputs mode="edit" />
    </SimpleForm>
  </Edit>
);

export default UserEdit;
