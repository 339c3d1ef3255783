import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { GroupInputs } from './GroupInputs';
import { toUpdatePayload } from './groups';

const GroupEditToolbar = () => {
  const canDelete = useCan('delete', 'groups');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// The kind is shown read-only and not sent; rules only for a dynamic group.
const GroupEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUpdatePayload} redirect="list">
    <SimpleForm noValidate toolbar={<GroupEditToolbar />} sx={{ maxWidth: 560 }}>
      <GroupInputs editing />
    </SimpleForm>
  </Edit>
);

export default GroupEdit;
