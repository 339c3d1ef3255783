import { Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FilterForm,
  NumberField,
  Pagination,
  RecordContextProvider,
  ReferenceManyField,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { components } from '@/api/schema';
import { ExportButtons } from '@/components/ExportButtons';

export type CouponCodeRecord = components['schemas']['CouponCodeResponse'];
type CouponCodeStatus = CouponCodeRecord['status'];

const STATUS_COLORS: Record<CouponCodeStatus, 'success' | 'warning' | 'info'> = {
  available: 'success',
  reserved: 'warning',
  issued: 'info',
};

export const couponCodeStatusChoices = (Object.keys(STATUS_COLORS) as CouponCodeStatus[]).map((id) => ({
  id,
  name: `resources.coupon-codes.statuses.${id}`,
}));

/** A code's status as a coloured chip, named by `resources.coupon-codes.statuses.<status>`. */
const CodeStatusChip = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<CouponCodeRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status] ?? 'default'}
      label={translate(`resources.coupon-codes.statuses.${record.status}`, { _: record.status })}
    />
  );
};

/**
 * The code's start (matched case-insensitively by the API) and its status. Outside the coupon's
 * record: inputs take their initial value from the record in context, and the coupon's own
 * `status` (active, draft…) would land in the codes' status filter.
 */
const CodeFilters = () => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={undefined}>
      <FilterForm
        filters={[
          <SearchInput key="q" source="q" placeholder={translate('resources.coupon-codes.fields.q')} alwaysOn />,
          <SelectInput key="status" source="status" choices={couponCodeStatusChoices} alwaysOn />,
        ]}
      />
    </RecordContextProvider>
  );
};

const NoCodes = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.coupon-codes.empty')}
    </Typography>
  );
};

/**
 * The coupon's codes in code order, ten a page: GET /api/coupon-codes?filter={"couponId":…,"q":…,
 * "status":…}, with the filtered codes as CSV or XLSX. The export is told the coupon itself: the
 * list's filter values hold only what the user set, not the coupon (the reference's target).
 */
export const CouponCodesOfCoupon = () => {
  const coupon = useRecordContext();
  if (!coupon) return null;
  return (
    <ReferenceManyField
      reference="coupon-codes"
      target="couponId"
      sort={{ field: 'code', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      empty={<NoCodes />}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <CodeFilters />
        <ExportButtons filter={{ couponId: coupon.id }} />
      </Box>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" sx={{ fontFamily: 'monospace' }} />
        <CodeStatusChip source="status" sortable={false} />
        <NumberField source="redeemed" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
};
