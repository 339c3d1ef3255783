import { Create, SimpleForm } from 'react-admin';
import { SubAccountInputs } from './SubAccountInputs';
import { toSubAccountCreatePayload } from './payload';

const SubAccountCreate = () => (
  <Create transform={toSubAccountCreatePayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ plan: 'trials' }} sx={{ maxWidth: 640 }}>
      <SubAccountInputs mode="create" />
    </SimpleForm>
  </Create>
);

export default SubAccountCreate;
