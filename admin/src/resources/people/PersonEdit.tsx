import VisibilityIcon from '@mui/icons-material/Visibility';
import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { toPersonPayload } from './payload';
import { PersonInputs } from './PersonInputs';
import { usePeopleFields } from './usePeopleFields';

const PersonEditActions = () => (
  <TopToolbar>
    <ShowButton label="app.people.viewMode" icon={<VisibilityIcon />} />
  </TopToolbar>
);

const PersonEditToolbar = () => {
  const canDelete = useCan('delete', 'people');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

/** The profile's edit mode; saving goes back to the view mode. */
const PersonEdit = () => {
  const { fields } = usePeopleFields();
  const keys = fields.map((field) => field.key);
  return (
    <Edit
      mutationMode="pessimistic"
      actions={<PersonEditActions />}
      transform={(values: Record<string, unknown>) => toPersonPayload(values, keys)}
      redirect="show"
    >
      <SimpleForm noValidate toolbar={<PersonEditToolbar />} sx={{ maxWidth: 560 }}>
        <PersonInputs />
      </SimpleForm>
    </Edit>
  );
};

export default PersonEdit;
