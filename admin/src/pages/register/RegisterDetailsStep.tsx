import { Box } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Form, PasswordInput, SaveButton, TextInput } from 'react-admin';
import { CheckboxInput } from '@/components/CheckboxInput';
import { email, mustBeTicked, password, phone, required } from '@/forms/validators';
import type { RegisterStepProps } from './RegisterPage';

export const RegisterDetailsStep = ({ defaultValues, onSubmit, isLast }: RegisterStepProps) => (
  <Form noValidate defaultValues={defaultValues} onSubmit={onSubmit}>
    <TextInput
      source="businessName"
      label="app.register.fields.businessName"
      autoComplete="organization"
      helperText="app.register.businessNameHelp"
      validate={required}
    />
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextInput source="firstName" label="app.register.fields.firstName" autoComplete="given-name" validate={required} />
      <TextInput source="lastName" label="app.register.fields.lastName" autoComplete="family-name" validate={required} />
    </Box>
    <TextInput source="email" type="email" label="app.register.fields.email" autoComplete="email" validate={[required, email]} />
    <TextInput source="phone" type="tel" label="app.register.fields.phone" autoComplete="tel" validate={[required, phone]} />
    <PasswordInput
      source="password"
      label="app.register.fields.password"
      autoComplete="new-password"
      helperText="app.register.passwordHelp"
      validate={[required, password]}
    />
    <CheckboxInput source="allowOffer" label="app.register.fields.allowOffer" />
    <CheckboxInput source="termsConditions" label="app.register.fields.termsConditions" validate={mustBeTicked} />
    <SaveButton label={isLast ? 'app.register.submit' : 'app.register.next'} icon={<PersonAddIcon />} fullWidth sx={{ mt: 2 }} />
  </Form>
);
