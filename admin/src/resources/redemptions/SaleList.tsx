import { useState } from 'react';
import { Box, Chip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  Confirm,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ExportButtons } from '@/components/ExportButtons';
import { ListPagination } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import type { RedemptionRecord } from './actions';

export const statusChoices = ['redeemed', 'voided'].map((id) => ({ id, name: `resources.redemptions.statuses.${id}` }));

/** The specification's filters (status, startDate, endDate: whole ICT days) and a code and branch search; the coupon for those who may read coupons. */
export const saleFilters = (withCoupon: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="startDate" source="startDate" alwaysOn />,
  <DateInput key="endDate" source="endDate" alwaysOn />,
  <TextInput key="branch" source="branch" alwaysOn />,
  ...(withCoupon
    ? [
        <ReferenceInput key="couponId" source="couponId" reference="coupons" alwaysOn>
          <SelectInput optionText="couponName" />
        </ReferenceInput>,
      ]
    : []),
];

const SaleActions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <ExportButtons />
  </TopToolbar>
);

const StatusChip = () => {
  const record = useRecordContext<RedemptionRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'redeemed' ? 'success' : 'default'}
      label={translate(`resources.redemptions.statuses.${record.status}`)}
    />
  );
};

/** Voids a redemption after asking: its use goes back to the code. Operators and admins only. */
export const VoidButton = () => {
  const record = useRecordContext<RedemptionRecord>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || record.status !== 'redeemed') return null;
  const confirm = () =>
    update(
      'redemptions',
      { id: record.id, data: { status: 'voided' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.redemptions.void.done', { type: 'info' }),
        onError: () => notify('ra.notification.http_error', { type: 'error' }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      <Button label="resources.redemptions.void.action" color="error" disabled={isPending} onClick={() => setAsking(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="resources.redemptions.void.title"
        content="resources.redemptions.void.content"
        translateOptions={{ name: record.code }}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** Every redemption of the account: staff, branch, time and amount, newest first, ten a page. */
export const SaleList = () => {
  const canVoid = useCan('edit', 'redemptions');
  const canReadCoupons = useCan('list', 'coupons');
  const translate = useTranslate();
  return (
    <List
      resource="redemptions"
      title="app.menu.keyVerification"
      filters={saleFilters(canReadCoupons)}
      actions={<SaleActions />}
      perPage={10}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Box sx={{ p: 2 }}>{translate('resources.redemptions.empty')}</Box>}>
        <LocalDateField source="createdAt" showTime />
        <TextField source="code" sx={{ fontFamily: 'monospace' }} />
        <TextField source="couponName" sortable={false} />
        <FunctionField
          source="userName"
          sortable={false}
          render={(row: RedemptionRecord) => row.userName ?? translate(`resources.redemptions.channels.${row.channel}`)}
        />
        <TextField source="branch" emptyText="–" />
        <NumberField source="saleAmount" options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} emptyText="–" />
        <TextField source="reference" sortable={false} emptyText="–" />
        <StatusChip />
        {canVoid ? <VoidButton /> : null}
      </Datagrid>
    </List>
  );
};
