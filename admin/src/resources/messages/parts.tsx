import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';

export type MessageRecord = components['schemas']['SentMessageResponse'];

const COLORS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  submitted: 'info',
  delivered: 'success',
  undelivered: 'warning',
  expired: 'warning',
  rejected: 'error',
};

/** domain.md's labels: the broadcast detail's (expired shows as Undelivered) or the logs'. */
const DETAIL_LABEL: Record<string, string> = { expired: 'undelivered' };

export const MessageStatusField = ({ view = 'logs' }: { source?: string; label?: string; view?: 'logs' | 'detail' }) => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const label =
    view === 'detail'
      ? translate(`resources.messages.detailStatuses.${DETAIL_LABEL[record.status] ?? record.status}`)
      : translate(`resources.messages.statuses.${record.status}`);
  return <Chip size="small" color={COLORS[record.status]} label={label} />;
};

/** Logs' status filter (domain.md): Completed is any final state. */
export const LOG_STATUSES = ['completed', 'delivered', 'rejected', 'undelivered', 'expired'] as const;
