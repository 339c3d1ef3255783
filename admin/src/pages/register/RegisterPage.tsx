import { useState, type ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { Link, useLogin, useNotify, useTranslate } from 'react-admin';
import { AuthShell } from '@/components/AuthShell';
import { authApi } from '@/providers/authApi';
import { errorMessage, type FieldErrors } from '@/forms/serverErrors';
import { RegisterDetailsStep } from './RegisterDetailsStep';
import { RegisterPhoneStep } from './RegisterPhoneStep';
import {
  REGISTER_STEPS,
  nextStep,
  registrationErrors,
  toRegistrationPayload,
  type RegisterStep,
  type RegistrationValues,
} from './registerFlow';

export interface RegisterStepProps {
  defaultValues: RegistrationValues;
  onSubmit: (values: Record<string, unknown>) => Promise<FieldErrors | undefined>;
  isLast: boolean;
  /** Back to the previous step, its values kept. */
  onBack: () => void;
}

const STEP_FORMS: Record<RegisterStep, ComponentType<RegisterStepProps>> = {
  details: RegisterDetailsStep,
  phone: RegisterPhoneStep,
};

const RegisterPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const [step, setStep] = useState<RegisterStep>(REGISTER_STEPS[0]);
  const [values, setValues] = useState<RegistrationValues>({});

  const advance = async (stepValues: Record<string, unknown>) => {
    const collected = { ...values, ...stepValues };
    setValues(collected);
    const next = nextStep(step);
    if (next) {
      // A taken e-mail is said here, before a code is sent to the phone.
      if (step === 'details') {
        try {
          await authApi.registerCheck(toRegistrationPayload(collected).email);
        } catch (error) {
          const fieldErrors = registrationErrors(error);
          if (!fieldErrors) notify(errorMessage(error), { type: 'error' });
          return fieldErrors ?? undefined;
        }
      }
      setStep(next);
      return undefined;
    }
    try {
      // Signs in with the new account exactly like the login page, then lands on Home.
      await login({ registration: toRegistrationPayload(collected) }, '/');
      return undefined;
    } catch (error) {
      const fieldErrors = registrationErrors(error);
      if (!fieldErrors) notify(errorMessage(error), { type: 'error' });
      return fieldErrors ?? undefined;
    }
  };

  const StepForm = STEP_FORMS[step];
  return (
    <AuthShell title="app.register.title" subtitle="app.register.subtitle">
      <StepForm
        key={step}
        defaultValues={values}
        onSubmit={advance}
        isLast={nextStep(step) === null}
        onBack={() => setStep(REGISTER_STEPS[Math.max(0, REGISTER_STEPS.indexOf(step) - 1)])}
      />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Typography variant="body2">
          {translate('app.register.haveAccount')} <Link to="/login">{translate('app.register.signIn')}</Link>
        </Typography>
      </Box>
    </AuthShell>
  );
};

export default RegisterPage;
