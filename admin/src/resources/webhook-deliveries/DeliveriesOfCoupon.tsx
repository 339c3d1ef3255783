import { Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { components } from '@/api/schema';
import { LocalDateField } from '@/components/LocalDateField';

export type WebhookDeliveryRecord = components['schemas']['WebhookDeliveryResponse'];

const NoDeliveries = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.webhook-deliveries.empty')}
    </Typography>
  );
};

/** What came back: the HTTP status (green for 2xx) or, without an answer, why. */
const Outcome = (_props: { source?: string; sortable?: boolean }) => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.statusCode === null || record.statusCode === undefined) {
    return <Chip size="small" color="error" label={record.error ?? translate('resources.webhook-deliveries.noAnswer')} />;
  }
  const ok = record.statusCode >= 200 && record.statusCode < 300;
  return <Chip size="small" color={ok ? 'success' : 'warning'} label={String(record.statusCode)} />;
};

/**
 * The coupon's signed callbacks, every try newest first, ten a page:
 * GET /api/webhook-deliveries?filter={"couponId":…}.
 */
export const DeliveriesOfCoupon = () => {
  const coupon = useRecordContext();
  const translate = useTranslate();
  if (!coupon) return null;
  return (
    <ReferenceManyField
      reference="webhook-deliveries"
      target="couponId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={<NoDeliveries />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <LocalDateField source="createdAt" showTime />
        <FunctionField
          source="event"
          sortable={false}
          render={(record: WebhookDeliveryRecord) =>
            translate(`resources.webhook-deliveries.events.${record.event.replace(/^coupon\./, '')}`, { _: record.event })
          }
        />
        <NumberField source="attempt" sortable={false} />
        <Outcome source="statusCode" sortable={false} />
        <NumberField source="durationMs" sortable={false} />
        <TextField source="url" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
};
