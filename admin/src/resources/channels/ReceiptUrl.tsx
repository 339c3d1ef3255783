import { Alert, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';

type ChannelRecord = components['schemas']['ChannelResponse'];

/**
 * Where the provider of an HTTP channel posts its receipts. The console sends it with every
 * request too; a provider that takes one fixed URL is given this one.
 */
export const ReceiptUrl = () => {
  const record = useRecordContext<ChannelRecord>();
  const translate = useTranslate();
  if (!record?.receiptUrl) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      <Typography variant="body2">{translate('resources.channels.receiptUrlHelp')}</Typography>
      <Typography variant="body2" component="code" data-testid="receipt-url" sx={{ wordBreak: 'break-all' }}>
        {record.receiptUrl}
      </Typography>
    </Alert>
  );
};
