import { Create, SimpleForm } from 'react-admin';
import { toPersonPayload } from './payload';
import { PersonInputs } from './PersonInputs';
import { usePeopleFields } from './usePeopleFields';

const PersonCreate = () => {
  const { fields } = usePeopleFields();
  const keys = fields.map((field) => field.key);
  return (
    <Create transform={(values: Record<string, unknown>) => toPersonPayload(values, keys)} redirect="show">
      <SimpleForm noValidate sx={{ maxWidth: 560 }}>
        <PersonInputs />
      </SimpleForm>
    </Create>
  );
};

export default PersonCreate;
