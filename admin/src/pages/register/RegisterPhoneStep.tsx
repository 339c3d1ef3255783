import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '@/forms/serverErrors';
import { normalisePhone } from '@/forms/validators';
import { authApi } from '@/providers/authApi';
import type { RegisterStepProps } from './RegisterPage';

type Ticket = { token: string; refCode: string };

/**
 * The phone is checked before the account is made: a code to the number of the details step,
 * typed back here; once it verifies, the account is created with the check's token. Errors of
 * the registration itself (an e-mail already in use) are shown here, with the way back.
 */
export const RegisterPhoneStep = ({ defaultValues, onSubmit, onBack }: RegisterStepProps) => {
  const translate = useTranslate();
  const phone = normalisePhone(String(defaultValues.phone ?? ''));
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (task: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    attempt(async () => {
      setTicket(await authApi.registerOtp(phone));
      setCode('');
    });
  const verify = () =>
    attempt(async () => {
      const verdict = await authApi.registerOtpVerify(ticket!.token, code.trim());
      if (verdict.result !== 'Success!') {
        setProblem(
          verdict.result === 'Verify Fail'
            ? translate('app.register.phone.wrongCode', { count: verdict.attemptsLeft })
            : translate(verdict.result === 'OTP Code Expired' ? 'app.register.phone.expired' : 'app.register.phone.overLimit'),
        );
        return;
      }
      const errors = await onSubmit({ otpToken: ticket!.token });
      if (errors)
        setProblem(
          Object.values(errors)
            .map((message) => translate(message, { _: message }))
            .join(' '),
        );
    });

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.register.phone.intro', { phone })}</Typography>
      {ticket ? (
        <>
          <Alert severity="info">{translate('app.register.phone.sent', { ref: ticket.refCode })}</Alert>
          <TextField
            label={translate('app.register.phone.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, autoComplete: 'one-time-code' } }}
          />
          <Button variant="contained" onClick={() => void verify()} disabled={busy || !code.trim()} fullWidth>
            {translate('app.register.phone.verify')}
          </Button>
          <Button onClick={() => void send()} disabled={busy}>
            {translate('app.register.phone.resend')}
          </Button>
        </>
      ) : (
        <Button variant="contained" onClick={() => void send()} disabled={busy} fullWidth>
          {translate('app.register.phone.send')}
        </Button>
      )}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <Button onClick={onBack} disabled={busy}>
          {translate('app.register.phone.back')}
        </Button>
      </Box>
    </Stack>
  );
};
