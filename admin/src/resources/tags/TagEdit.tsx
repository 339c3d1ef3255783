import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { TagInputs } from './TagInputs';
import { toTagPayload } from './payload';

const TagEditToolbar = () => {
  const canDelete = useCan('delete', 'tags');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// Pessimistic: a name in use (409/422) reaches the form, and delete asks for confirmation.
const TagEdit = () => (
  <Edit mutationMode="pessimistic" transform={toTagPayload} redirect="list">
    <SimpleForm noValidate toolbar={<TagEditToolbar />} sx={{ maxWidth: 480 }}>
      <TagInputs />
    </SimpleForm>
  </Edit>
);

export default TagEdit;
