import { useState } from 'react';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  Confirm,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useLocaleState,
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
import { formatDate } from '@/i18n/formatDate';
import type { RedemptionRecord } from './actions';

export const statusChoices = ['redeemed', 'voided'].map((id) => ({ id, name: `resources.redemptions.statuses.${id}` }));

/**
 * The specification's filters (status, startDate, endDate: whole ICT days) and a code and branch
 * search; the coupon for those who may read coupons. On a phone only the search shows: the others
 * are one tap away in the filter button, so the sale list starts on the first screen.
 */
export const saleFilters = (withCoupon: boolean, isSmall = false) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn={!isSmall} />,
  <DateInput key="startDate" source="startDate" alwaysOn={!isSmall} />,
  <DateInput key="endDate" source="endDate" alwaysOn={!isSmall} />,
  <TextInput key="branch" source="branch" alwaysOn={!isSmall} />,
  ...(withCoupon
    ? [
        <ReferenceInput key="couponId" source="couponId" reference="coupons" alwaysOn={!isSmall}>
          <SelectInput optionText="couponName" />
        </ReferenceInput>,
      ]
    : []),
];

const SaleActions = ({ isSmall }: { isSmall: boolean }) => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    {isSmall ? <FilterButton /> : null}
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
        confirm="resources.redemptions.void.confirmYes"
        cancel="resources.redemptions.void.confirmNo"
        translateOptions={{ name: record.code }}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** On a phone, a sale in three lines: its code and status, what and where, and when. */
const SaleSimpleList = ({ canVoid }: { canVoid: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = (value: number) => value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <SimpleList<RedemptionRecord>
      primaryText={(row) => <Box sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.code}</Box>}
      secondaryText={(row) =>
        [
          row.couponName,
          row.userName ?? translate(`resources.redemptions.channels.${row.channel}`),
          row.branch,
          row.saleAmount === null ? null : translate('resources.redemptions.amount', { amount: amount(row.saleAmount) }),
          row.reference,
          formatDate(row.createdAt, locale, { showTime: true }),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={() => <StatusChip />}
      rightIcon={canVoid ? () => <VoidButton /> : undefined}
      rowClick={false}
      empty={<Box sx={{ p: 2 }}>{translate('resources.redemptions.empty')}</Box>}
    />
  );
};

/** Every redemption of the account: staff, branch, time and amount, newest first, ten a page. */
export const SaleList = () => {
  const canVoid = useCan('edit', 'redemptions');
  const canReadCoupons = useCan('list', 'coupons');
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List
      resource="redemptions"
      title="app.menu.keyVerification"
      filters={saleFilters(canReadCoupons, isSmall)}
      actions={<SaleActions isSmall={isSmall} />}
      perPage={10}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      {isSmall ? (
        <SaleSimpleList canVoid={canVoid} />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.redemptions.empty')}</Box>}
        >
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
      )}
    </List>
  );
};
