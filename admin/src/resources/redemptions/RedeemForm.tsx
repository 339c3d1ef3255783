import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';
import { isHttpError } from '@/providers/http';
import { redeemPayload, validateSaleAmount } from './validators';

const FIELDS = ['branch', 'saleAmount', 'reference'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { branch: '', saleAmount: '', reference: '' };

/**
 * Redeems the looked-up code at a branch with its sale, after a confirmation. One key per
 * attempt: a double click or a retry of the same confirmation answers the first redemption.
 */
export const RedeemForm = ({ code, disabled, onDone }: { code: string; disabled: boolean; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const amountError = validateSaleAmount(form.saleAmount);
    setErrors(amountError ? { saleAmount: amountError } : {});
    if (!amountError) setAsking(true);
  };

  const redeem = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.redeemCode(redeemPayload(code, form), attemptKey);
      // The API's message is already in the user's language: shown as it is, not as a key.
      notify(answer.message, { type: answer.result === 'redeemed' ? 'success' : 'warning', messageArgs: { _: answer.message } });
      setForm(EMPTY);
      setAttemptKey(crypto.randomUUID());
      onDone();
    } catch (error) {
      const fieldErrors = isHttpError(error, 422) ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      notify(fieldErrors ? 'ra.message.invalid_form' : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={ask} aria-label={translate('resources.redemptions.redeem.submit')}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          fullWidth
          label={translate(`resources.redemptions.fields.${field}`)}
          value={form[field]}
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field] ? translate(errors[field]) : ' '}
          disabled={disabled}
          slotProps={{
            htmlInput: { maxLength: field === 'saleAmount' ? 14 : 100, inputMode: field === 'saleAmount' ? 'decimal' : 'text' },
          }}
        />
      ))}
      <Button type="submit" variant="contained" size="large" disabled={disabled || busy} sx={{ minHeight: 48 }}>
        {translate('resources.redemptions.redeem.submit')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="resources.redemptions.redeem.confirmTitle"
        content="resources.redemptions.redeem.confirmContent"
        confirm="resources.redemptions.redeem.confirmYes"
        cancel="resources.redemptions.redeem.confirmNo"
        translateOptions={{
          code,
          branch: form.branch.trim() || translate('resources.redemptions.redeem.noBranch'),
          amount: form.saleAmount.trim() || translate('resources.redemptions.redeem.noAmount'),
        }}
        onConfirm={() => void redeem()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};
