import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Form,
  Link,
  PasswordInput,
  SaveButton,
  useDataProvider,
  useLocation,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { AuthShell } from '@/components/AuthShell';
import { fieldErrorsOr } from '@/forms/serverErrors';
import { password, required, sameAs } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';

/** Reached from the e-mailed link `/#/reset-password?token=…`. */
const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const token = new URLSearchParams(useLocation().search).get('token');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    if (!token) return undefined;
    setFailure(null);
    try {
      await dataProvider.resetPassword(token, String(values.password));
      notify('app.resetPassword.success', { type: 'success' });
      navigate('/login');
      return undefined;
    } catch (error) {
      return fieldErrorsOr(error, setFailure); // a failure with no field: an expired or spent link
    }
  };

  return (
    <AuthShell title="app.resetPassword.title">
      {token ? (
        <Form noValidate onSubmit={submit}>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(failure, { _: failure })}{' '}
              <Link to="/forgot-password">{translate('app.resetPassword.requestNewLink')}</Link>
            </Alert>
          ) : null}
          <PasswordInput
            source="password"
            label="app.resetPassword.password"
            autoComplete="new-password"
            validate={[required, password]}
          />
          <PasswordInput
            source="confirmPassword"
            label="app.resetPassword.confirmPassword"
            autoComplete="new-password"
            validate={[required, sameAs('password')]}
          />
          <SaveButton label="app.resetPassword.submit" icon={<LockResetIcon />} fullWidth />
        </Form>
      ) : (
        <Alert severity="warning" sx={{ my: 2 }}>
          {translate('app.resetPassword.missingToken')}{' '}
          <Link to="/forgot-password">{translate('app.resetPassword.requestNewLink')}</Link>
        </Alert>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link to="/login" variant="body2">
          {translate('app.resetPassword.backToLogin')}
        </Link>
      </Box>
    </AuthShell>
  );
};

export default ResetPasswordPage;
