import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CampaignRecord } from './campaignsApi';

const COLORS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'warning',
  scheduled: 'info',
  running: 'success',
  ended: 'default',
  cancelled: 'error',
};

/** A campaign's status as a coloured chip. */
export const CampaignStatusChip = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLORS[record.status] ?? 'default'}
      label={translate(`resources.campaigns.statuses.${record.status}`, { _: record.status })}
    />
  );
};

const STAGES = ['sent', 'delivered', 'opened', 'redeemed'] as const;

/** sent → delivered → opened → redeemed. */
export const FunnelField = (_props: { label?: string; sortable?: boolean }) => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label={translate('resources.campaigns.fields.funnel')}
    >
      {STAGES.map((stage, at) => (
        <Typography key={stage} variant="body2" component="span">
          {at ? '→ ' : ''}
          {translate(`resources.campaigns.funnel.${stage}`)} <strong>{record.funnel[stage].toLocaleString()}</strong>
        </Typography>
      ))}
    </Stack>
  );
};
