import { Box } from '@mui/material';
import { PasswordInput, SelectInput, TextInput, useGetIdentity, useRecordContext } from 'react-admin';
import { assignableRoleChoices, statusChoices } from '@/forms/choices';
import { email, maxLength, password, phone, required, username } from '@/forms/validators';
import type { Role, UserRecord } from '@/types';
import { FormSection, type FormMode } from '@/components/FormSection';

const IdentitySection = () => (
  <>
    <FormSection title="app.users.sections.identity" />
    <TextInput source="username" autoComplete="off" validate={[required, username]} />
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, width: '100%' }}>
      <TextInput source="firstName" validate={[required, maxLength(100)]} />
      <TextInput source="lastName" validate={[required, maxLength(100)]} />
    </Box>
    <TextInput source="email" type="email" validate={[required, email]} />
    <TextInput source="phone" type="tel" validate={phone} />
  </>
);

const AccessSection = () => {
  const { identity } = useGetIdentity();
  const record = useRecordContext<UserRecord>();
  return (
    <>
      <FormSection title="app.users.sections.access" />
      <SelectInput
        source="role"
        choices={assignableRoleChoices(identity?.role as Role | undefined, record?.role)}
        validate={required}
      />
      <SelectInput source="status" choices={statusChoices} validate={required} />
    </>
  );
};

const PasswordSection = ({ mode }: { mode: FormMode }) => (
  <>
    <FormSection title="app.users.sections.password" />
    <PasswordInput
      source="password"
      autoComplete="new-password"
      validate={mode === 'create' ? [required, password] : password}
      helperText={mode === 'edit' ? 'app.users.passwordKeep' : undefined}
    />
  </>
);

/** The inputs of both Create and Edit; the password is required on create only. */
export const UserInputs = ({ mode }: { mode: FormMode }) => (
  <>
    <IdentitySection />
    <AccessSection />
    <PasswordSection mode={mode} />
  </>
);
