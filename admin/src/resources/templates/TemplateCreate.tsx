import { Create, SimpleForm } from 'react-admin';
import { TemplateInputs } from './TemplateInputs';
import { toTemplatePayload } from './payload';

const TemplateCreate = () => (
  <Create transform={toTemplatePayload} redirect="list">
    <SimpleForm noValidate sx={{ maxWidth: 720 }}>
      <TemplateInputs />
    </SimpleForm>
  </Create>
);

export default TemplateCreate;
