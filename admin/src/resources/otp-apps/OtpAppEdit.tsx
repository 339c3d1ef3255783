import { Edit, SimpleForm, TextInput } from 'react-admin';
import { EditToolbar } from '@/components/DeleteButtons';
import { toOtpAppPayload } from './OtpAppCreate';
import { OtpAppInputs } from './OtpAppInputs';
import { RotateNotifySecretButton } from './RotateNotifySecretButton';

// Pessimistic: the server's field errors (sender, content) reach the form; delete asks first.
const OtpAppEdit = () => (
  <Edit mutationMode="pessimistic" transform={toOtpAppPayload} redirect="list">
    <SimpleForm noValidate toolbar={<EditToolbar />} sx={{ maxWidth: 720 }}>
      <OtpAppInputs />
      {/* What notifications are signed with: shown to those who may change the app, never editable. */}
      <TextInput
        source="notifySecret"
        readOnly
        helperText="resources.otp-apps.notifySecretHelp"
        sx={{ fontFamily: 'monospace' }}
      />
      <RotateNotifySecretButton />
    </SimpleForm>
  </Edit>
);

export default OtpAppEdit;
