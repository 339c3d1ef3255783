import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  BooleanField,
  Confirm,
  Datagrid,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { PhoneOrGrid } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { campaignsApi, type CampaignRecord } from './campaignsApi';
import { CampaignStatusChip, FunnelField } from './Funnel';

/** Cancel, asked first: sends not started are called off and their credits return. */
const CancelButton = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useCan('edit', 'campaigns');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canEdit || !['scheduled', 'running'].includes(record.status)) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await campaignsApi.cancel(record.id);
      notify('resources.campaigns.actions.cancelled', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        {translate('resources.campaigns.actions.cancel')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="resources.campaigns.actions.cancelTitle"
        content="resources.campaigns.actions.cancelContent"
        confirm="resources.campaigns.actions.cancelYes"
        cancel="resources.campaigns.actions.cancelNo"
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** A draft is continued in the wizard or deleted (asked first). */
const DraftButtons = () => {
  const record = useRecordContext<CampaignRecord>();
  const canEdit = useCan('edit', 'campaigns');
  const canDelete = useCan('delete', 'campaigns');
  if (record?.status !== 'draft') return null;
  return (
    <>
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton /> : null}
    </>
  );
};

/** On a phone: each coupon's name, then its codes given and its funnel on a line. */
const PhoneCoupons = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {record?.coupons.map((coupon) => (
        <ListItem key={coupon.couponId} disableGutters divider>
          <ListItemText
            primary={coupon.couponName}
            secondary={[
              `${translate('resources.campaigns.couponColumns.issued')} ${coupon.issued.toLocaleString()}`,
              `${translate('resources.campaigns.couponColumns.sent')} ${coupon.funnel.sent.toLocaleString()}`,
              ...(['delivered', 'opened', 'redeemed'] as const).map(
                (stage) => `${translate(`resources.campaigns.funnel.${stage}`)} ${coupon.funnel[stage].toLocaleString()}`,
              ),
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};

const CampaignShow = () => {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <DraftButtons />
          <CancelButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="-" />
        <CampaignStatusChip source="status" />
        <LocalDateField source="startAt" showTime />
        <LocalDateField source="endAt" showTime />
        <BooleanField source="phoneNumber" />
        <BooleanField source="keyVerifi" />
        <FunnelField label="resources.campaigns.fields.funnel" />
        <LocalDateField source="confirmedAt" showTime emptyText="resources.campaigns.notConfirmed" />
        <Typography variant="subtitle1">{translate('resources.campaigns.coupons')}</Typography>
        <ArrayField source="coupons" label={false}>
          <PhoneOrGrid phone={<PhoneCoupons />}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="couponName" label="resources.coupons.fields.couponName" />
              <NumberField source="issued" label="resources.campaigns.couponColumns.issued" />
              <NumberField source="funnel.sent" label="resources.campaigns.couponColumns.sent" />
              <NumberField source="funnel.delivered" label="resources.campaigns.funnel.delivered" />
              <NumberField source="funnel.opened" label="resources.campaigns.funnel.opened" />
              <NumberField source="funnel.redeemed" label="resources.campaigns.funnel.redeemed" />
            </Datagrid>
          </PhoneOrGrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
};

export default CampaignShow;
