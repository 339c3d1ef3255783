import { useState } from 'react';
import { Create, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import type { ApiKeyWithSecret } from './actions';
import { SecretDialog } from './SecretDialog';

/** A name, then the new key and its secret, shown once. */
const ApiKeyCreate = () => {
  const redirect = useRedirect();
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data: ApiKeyWithSecret) => setCreated(data) }}>
        <SimpleForm noValidate sx={{ maxWidth: 560 }}>
          <TextInput source="name" validate={[required, maxLength(80)]} helperText="resources.api-keys.nameHelp" />
        </SimpleForm>
      </Create>
      <SecretDialog
        credential={created}
        onClose={() => {
          setCreated(null);
          redirect('list', 'api-keys');
        }}
      />
    </>
  );
};

export default ApiKeyCreate;
