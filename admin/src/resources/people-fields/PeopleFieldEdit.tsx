import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { toUpdatePayload } from './fields';
import { PeopleFieldInputs } from './PeopleFieldInputs';

const PeopleFieldEditToolbar = () => {
  const canDelete = useCan('delete', 'people-fields');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

const PeopleFieldEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUpdatePayload} redirect="list">
    <SimpleForm noValidate toolbar={<PeopleFieldEditToolbar />} sx={{ maxWidth: 560 }}>
      <PeopleFieldInputs editing />
    </SimpleForm>
  </Edit>
);

export default PeopleFieldEdit;
