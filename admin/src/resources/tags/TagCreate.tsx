import { Create, SimpleForm } from 'react-admin';
import { TagInputs } from './TagInputs';
import { toTagPayload } from './payload';

const TagCreate = () => (
  <Create transform={toTagPayload} redirect="list">
    <SimpleForm noValidate sx={{ maxWidth: 480 }}>
      <TagInputs />
    </SimpleForm>
  </Create>
);

export default TagCreate;
