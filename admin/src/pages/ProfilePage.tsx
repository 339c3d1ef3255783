import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import {
  Edit,
  Form,
  PasswordInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CreditCard } from '@/components/CreditCard';
import { lowerCaseEmail, pickNullable } from '@/forms/payload';
import { fieldErrorsOr } from '@/forms/serverErrors';
import { email, maxLength, password, phone, required, sameAs } from '@/forms/validators';
import { SINGLETON_ID, type AppDataProvider } from '@/providers/dataProvider';
import type { PasswordChange } from '@/types';

const toProfilePayload = (values: Record<string, unknown>) => ({
  ...pickNullable(values, ['firstName', 'lastName', 'phone']),
  email: lowerCaseEmail(values.email),
  ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
});

/** A new e-mail takes over password resets: the API asks for the current password with it. */
const CurrentPasswordForEmail = () => {
  const record = useRecordContext<{ email?: string }>();
  const typed = useWatch({ name: 'email' }) as string | undefined;
  const changed = typeof typed === 'string' && typed.trim().toLowerCase() !== (record?.email ?? '').toLowerCase();
  return changed ? (
    <PasswordInput
      source="currentPassword"
      label="app.profile.emailPassword"
      autoComplete="current-password"
      validate={required}
    />
  ) : null;
};

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const ProfileDetails = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  return (
    <Edit
      resource="profile"
      id={SINGLETON_ID}
      title="app.profile.title"
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      transform={toProfilePayload}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.profile.notifications.updated', { type: 'info' });
          void refetchIdentity(); // the name in the app bar follows the profile
        },
      }}
    >
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 560 }}>
        <Typography variant="h6" component="h2">
          {translate('app.profile.details')}
        </Typography>
        <TextInput source="firstName" validate={[required, maxLength(100)]} />
        <TextInput source="lastName" validate={[required, maxLength(100)]} />
        <TextInput source="email" type="email" validate={[required, email]} />
        <CurrentPasswordForEmail />
        <TextInput source="phone" type="tel" validate={phone} />
      </SimpleForm>
    </Edit>
  );
};

/** Its own form: the password change is a separate call with its own errors. */
const PasswordCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.updatePassword(values as unknown as PasswordChange);
      notify('app.profile.password.updated', { type: 'success' });
      setFormKey((key) => key + 1); // empties the fields
      return undefined;
    } catch (error) {
      return fieldErrorsOr(error, (message) => notify(message, { type: 'error' }));
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.profile.password.title')}
        </Typography>
        <Form noValidate key={formKey} onSubmit={submit}>
          <PasswordInput
            source="currentPassword"
            label="app.profile.password.currentPassword"
            autoComplete="current-password"
            validate={required}
          />
          <PasswordInput
            source="newPassword"
            label="app.profile.password.newPassword"
            autoComplete="new-password"
            validate={[required, password]}
          />
          <PasswordInput
            source="confirmPassword"
            label="app.profile.password.confirmPassword"
            autoComplete="new-password"
            validate={[required, sameAs('newPassword')]}
          />
          <SaveButton label="app.profile.password.submit" icon={<LockIcon />} />
        </Form>
      </CardContent>
    </Card>
  );
};

const ProfilePage = () => (
  <Box sx={{ pb: 2 }}>
    <ProfileDetails />
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <CreditCard details />
    </Box>
    <PasswordCard />
  </Box>
);

export default ProfilePage;
