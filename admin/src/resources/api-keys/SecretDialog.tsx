import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiKeyWithSecret } from './actions';

/** Copies a value; the notice says which. */
const CopyField = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('resources.api-keys.copied', { type: 'info', messageArgs: { field: translate(label) } });
    } catch {
      notify('resources.api-keys.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label={translate(label)}
        value={value}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId, style: { fontFamily: 'monospace' } } }}
      />
      <Tooltip title={translate('resources.api-keys.copy')}>
        <IconButton aria-label={translate('resources.api-keys.copy')} onClick={() => void copy()}>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

/**
 * Key and secret right after creation or rotation: the only time the secret is shown, so the
 * dialog says so and closes only when asked.
 */
export const SecretDialog = ({ credential, onClose }: { credential: ApiKeyWithSecret | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={credential !== null}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle>{translate('resources.api-keys.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('resources.api-keys.secretOnce')}</Alert>
          {credential ? (
            <>
              <CopyField label="resources.api-keys.fields.key" value={credential.key} testId="api-key" />
              <CopyField label="resources.api-keys.fields.secret" value={credential.secret} testId="api-secret" />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.api-keys.secretSaved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
