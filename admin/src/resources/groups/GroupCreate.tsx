import { Create, SimpleForm } from 'react-admin';
import { GroupInputs } from './GroupInputs';
import { toCreatePayload } from './groups';

const GroupCreate = () => (
  <Create transform={toCreatePayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ kind: 'static' }} sx={{ maxWidth: 560 }}>
      <GroupInputs />
    </SimpleForm>
  </Create>
);

export default GroupCreate;
