import { Create, SimpleForm } from 'react-admin';
import { ChannelInputs } from './ChannelInputs';

const ChannelCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ type: 'smpp', port: 2775, tps: 100, window: 10, destFormat: 'international' }}>
      <ChannelInputs />
    </SimpleForm>
  </Create>
);

export default ChannelCreate;
