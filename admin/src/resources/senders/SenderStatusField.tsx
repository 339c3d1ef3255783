import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SenderRecord, SenderStatus } from './actions';

const COLORS: Record<SenderStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The request's state as a chip; a rejected one says why beneath it. */
export const SenderStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<SenderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Chip size="small" color={COLORS[record.status]} label={translate(`app.senders.status.${record.status}`)} />
      {record.status === 'rejected' && record.reason ? (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, maxWidth: 320 }}>
          {translate('app.senders.rejectedBecause', { reason: record.reason })}
        </Typography>
      ) : null}
    </Box>
  );
};
