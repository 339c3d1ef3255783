import { Create, SimpleForm } from 'react-admin';
import { UserInputs } from './UserInputs';
import { toUserCreatePayload } from './payload';

const UserCreate = () => (
  <Create transform={toUserCreatePayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ status: 'active' }} sx={{ maxWidth: 640 }}>
      <UserInputs mode="create" />
    </SimpleForm>
  </Create>
);

export default UserCreate;
