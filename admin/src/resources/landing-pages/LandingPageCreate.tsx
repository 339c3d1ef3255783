import { Create, SimpleForm } from 'react-admin';
import { LandingPageInputs } from './LandingPageInputs';
import { toLandingPagePayload } from './payload';

const LandingPageCreate = () => (
  <Create transform={toLandingPagePayload} redirect="edit">
    <SimpleForm noValidate defaultValues={{ status: 'draft', landingpage_detail: '' }} sx={{ maxWidth: 960 }}>
      <LandingPageInputs mode="create" />
    </SimpleForm>
  </Create>
);

export default LandingPageCreate;
