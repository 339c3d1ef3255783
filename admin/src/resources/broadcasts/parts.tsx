import { useState } from 'react';
import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { sendingApi } from '@/pages/quick-send/sendingApi';

export type BroadcastRecord = components['schemas']['BroadcastResponse'];

const STATUS_COLORS: Record<string, 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  completed: 'success',
  cancelled: 'warning',
  failed: 'error',
};

export const BroadcastStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<BroadcastRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" color={STATUS_COLORS[record.status]} label={translate(`resources.broadcasts.statuses.${record.status}`)} />
  );
};

/** Share of messages in a final state; live while the list or page polls. */
export const BroadcastProgressField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<BroadcastRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={record.progress} aria-label={`${record.progress}%`} />
      <Typography variant="caption">{record.progress}%</Typography>
    </Box>
  );
};

/** A scheduled send can be called off; its credits return. Asks first. */
export const CancelBroadcastButton = () => {
  const record = useRecordContext<BroadcastRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'scheduled') return null;
  const cancel = async () => {
    setOpen(false);
    try {
      await sendingApi.cancel(record.id);
      notify('resources.broadcasts.cancelled', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" color="warning" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {translate('resources.broadcasts.cancel')}
      </Button>
      <Confirm
        isOpen={open}
        title="resources.broadcasts.cancelTitle"
        content="resources.broadcasts.cancelContent"
        confirm="resources.broadcasts.cancelYes"
        cancel="resources.broadcasts.cancelNo"
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
