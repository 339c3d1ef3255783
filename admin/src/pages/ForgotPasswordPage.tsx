import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Form, Link, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { AuthShell } from '@/components/AuthShell';
import { lowerCaseEmail } from '@/forms/payload';
import { fieldErrorsOr } from '@/forms/serverErrors';
import { email, required } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';

const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { message } = await dataProvider.forgotPassword(String(lowerCaseEmail(values.email)));
      // The same answer whether or not the e-mail exists.
      setSentMessage(message ?? 'auth.resetLinkSent');
      return undefined;
    } catch (error) {
      return fieldErrorsOr(error, (message) => notify(message, { type: 'error' }));
    }
  };

  return (
    <AuthShell title="app.forgotPassword.title">
      {sentMessage ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {translate(sentMessage, { _: sentMessage })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.forgotPassword.intro')}
          </Typography>
          <Form noValidate onSubmit={submit}>
            <TextInput
              source="email"
              type="email"
              label="app.forgotPassword.email"
              autoComplete="email"
              validate={[required, email]}
            />
            <SaveButton label="app.forgotPassword.submit" icon={<SendIcon />} fullWidth />
          </Form>
        </>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link to="/login" variant="body2">
          {translate('app.forgotPassword.backToLogin')}
        </Link>
      </Box>
    </AuthShell>
  );
};

export default ForgotPasswordPage;
