import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { validationErrors } from '@/forms/serverErrors';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { SenderRecord } from './actions';

const REASON_MAX = 500;

/** Staff's "Reject": asks the reason the account will read, then decides. */
export const RejectSenderButton = () => {
  const record = useRecordContext<SenderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  if (!record || record.status !== 'pending') return null;

  const reject = async (text: string) => {
    setPending(true);
    try {
      await dataProvider.rejectSender(record.id, text);
      setOpen(false);
      notify('app.senders.rejected', { type: 'info' });
      refresh();
    } catch (failure) {
      const fields = validationErrors(failure);
      if (fields?.reason) setError(fields.reason);
      else notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const check = (text: string): string | null =>
    text.trim() === '' ? 'validation.required' : text.length > REASON_MAX ? 'validation.maxLength' : null;
  const submit = () => {
    const problem = check(reason);
    setError(problem);
    if (!problem) void reject(reason.trim());
  };
  return (
    <>
      <Button
        label="app.senders.reject"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setReason('');
          setError(null);
          setOpen(true);
        }}
      >
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.senders.rejectTitle', { name: record.name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('resources.senders.fields.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error) : translate('app.senders.rejectHelp')}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton color="error" variant="contained" disabled={isPending} onClick={submit}>
            {translate('app.senders.reject')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
