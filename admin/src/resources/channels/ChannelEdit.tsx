import { Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from '@/components/DeleteButtons';
import { ChannelInputs } from './ChannelInputs';
import { ReceiptUrl } from './ReceiptUrl';

/** An empty password is not sent: the stored one stays. */
const ChannelEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={(data: Record<string, unknown>) => (data.password ? data : { ...data, password: undefined })}
  >
    <SimpleForm noValidate toolbar={<EditToolbar />}>
      <ReceiptUrl />
      <ChannelInputs editing />
    </SimpleForm>
  </Edit>
);

export default ChannelEdit;
