import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';
import { testOtpApi, type OtpTicket, type OtpVerdict } from './testOtpApi';

type FieldErrors = Record<string, string>;

/** A 422's field errors, or the API's message for anything else. */
const problemOf = (error: unknown): { fields: FieldErrors; message?: string } => {
  const body = (error as { body?: { errors?: FieldErrors; message?: string } })?.body;
  return { fields: body?.errors ?? {}, message: body?.errors ? undefined : (body?.message ?? (error as Error)?.message) };
};

const SEVERITY: Record<string, 'success' | 'warning' | 'error' | 'info'> = {
  'Success!': 'success',
  'Verify Fail': 'warning',
  'Already Verified': 'info',
};

/**
 * Test OTP: a code from one of the account's applications to a phone, then the code typed back
 * and the result from the specification's catalogue. The same routes as the public API's.
 */
const TestOtpPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const [apps, setApps] = useState<{ id: string; name: string }[] | null>(null);
  const [appId, setAppId] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ticket, setTicket] = useState<OtpTicket | null>(null);
  const [verdict, setVerdict] = useState<OtpVerdict | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dataProvider
      .getList('otp-apps', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
      .then(
        ({ data }) => {
          setApps(data as { id: string; name: string }[]);
          if (data.length) setAppId(String(data[0].id));
        },
        () => setApps([]),
      );
  }, [dataProvider]);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      const problem = problemOf(error);
      setErrors(problem.fields);
      if (problem.message) notify(problem.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    if (!mobile.trim()) {
      setErrors({ mobile: 'app.testOtp.mobileRequired' });
      return;
    }
    setErrors({});
    setVerdict(null);
    void run(async () => setTicket(await testOtpApi.request(appId, mobile.trim())));
  };
  const resend = () => void run(async () => setTicket(await testOtpApi.resend(ticket!.id)));
  const verify = () => {
    setErrors({});
    void run(async () => setVerdict(await testOtpApi.verify(ticket!.id, code.trim())));
  };
  const reset = () => {
    setTicket(null);
    setVerdict(null);
    setCode('');
    setMobile('');
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="app.testOtp.title" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.testOtp.intro')}
          </Typography>
          {apps !== null && apps.length === 0 ? <Alert severity="info">{translate('app.testOtp.noApps')}</Alert> : null}
          <TextField
            select
            label={translate('app.testOtp.app')}
            value={appId}
            onChange={(event) => setAppId(event.target.value)}
            disabled={!apps?.length || ticket !== null}
            error={Boolean(errors.appId)}
            helperText={errors.appId ? translate(errors.appId) : ' '}
          >
            {(apps ?? []).map((app) => (
              <MenuItem key={app.id} value={app.id}>
                {app.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.testOtp.mobile')}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            disabled={ticket !== null}
            error={Boolean(errors.mobile)}
            helperText={errors.mobile ? translate(errors.mobile) : ' '}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          {ticket === null ? (
            <Box>
              <Button variant="contained" onClick={send} disabled={busy || !appId}>
                {translate('app.testOtp.send')}
              </Button>
            </Box>
          ) : (
            <>
              <Alert severity="info">
                {translate('app.testOtp.sent', {
                  ref: ticket.refCode,
                  time: formatDate(ticket.expiresAt, locale, { showTime: true }),
                })}
              </Alert>
              <TextField
                label={translate('app.testOtp.code')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(errors.code)}
                helperText={errors.code ? translate(errors.code) : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, autoComplete: 'one-time-code' } }}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={verify} disabled={busy || !code.trim()}>
                  {translate('app.testOtp.verify')}
                </Button>
                <Button onClick={resend} disabled={busy}>
                  {translate('app.testOtp.resend')}
                </Button>
                <Button onClick={reset} disabled={busy}>
                  {translate('app.testOtp.again')}
                </Button>
              </Stack>
            </>
          )}
          {verdict ? (
            <Alert severity={SEVERITY[verdict.result] ?? 'error'} data-testid="otp-result">
              <strong>{verdict.result}</strong>
              {verdict.result === 'Verify Fail'
                ? ` — ${translate('app.testOtp.attemptsLeft', { count: verdict.attemptsLeft })}`
                : ''}
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

export default TestOtpPage;
