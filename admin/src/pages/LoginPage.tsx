import { useState } from 'react';
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { Form, Link, Login, PasswordInput, TextInput, useLocation, useLogin, useTranslate } from 'react-admin';
import { email, required } from '@/forms/validators';
import { errorMessage } from '@/forms/serverErrors';
import type { Credentials } from '@/providers/authApi';
import { nextRoute } from '@/providers/signedOutRedirect';

const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  // A deep link opened while signed out (`#/login?next=/profile`) is where sign-in leads.
  const next = nextRoute(useLocation().search);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const { email: address, password } = values as unknown as Credentials;
    setSubmitting(true);
    setError(null);
    try {
      await login({ email: address.trim(), password }, next);
    } catch (failure) {
      // The server's own words, e.g. "Email or Password is Invalid".
      setError(errorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <CardContent sx={{ width: 340, maxWidth: '100%' }}>
        <Typography component="h1" variant="h6" align="center" gutterBottom>
          {translate('app.login.title')}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="email"
          autoFocus
          validate={[required, email]}
        />
        <PasswordInput source="password" label="app.login.password" autoComplete="current-password" validate={required} />
        <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {translate('app.login.submit')}
        </Button>
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}>
          <Link to="/forgot-password" variant="body2">
            {translate('app.login.forgotPassword')}
          </Link>
          <Typography variant="body2">
            {translate('app.login.noAccount')} <Link to="/register">{translate('app.login.register')}</Link>
          </Typography>
        </Box>
      </CardContent>
    </Form>
  );
};

export const LoginPage = () => (
  <Login>
    <LoginForm />
  </Login>
);
