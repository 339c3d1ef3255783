import { Box, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  EditButton,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { FormSection } from '@/components/FormSection';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { StatusChip } from './StatusChip';

const CouponBookShowActions = () => {
  const canEdit = useCan('edit', 'coupon-books');
  const canDelete = useCan('delete', 'coupon-books');
  return (
    <TopToolbar>
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton /> : null}
    </TopToolbar>
  );
};

const NoCoupons = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.coupon-books.noCoupons')}
    </Typography>
  );
};

/** The book's coupons, ten a page: GET /api/coupons?filter={"couponBookId":…}. */
const CouponsOfBook = () => (
  <ReferenceManyField
    reference="coupons"
    target="couponBookId"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    empty={<NoCoupons />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="couponName" />
      <StatusChip resource="coupons" source="status" sortable={false} />
      <LocalDateField source="startDate" showTime />
      <LocalDateField source="endDate" showTime />
      <NumberField source="useMax" sortable={false} />
    </Datagrid>
  </ReferenceManyField>
);

/** The book's fields, its totals and its coupons. */
const CouponBookShow = () => {
  const canListCoupons = useCan('list', 'coupons');
  return (
    <Show actions={<CouponBookShowActions />}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Labeled source="name" resource="coupon-books">
          <TextField source="name" />
        </Labeled>
        <Labeled source="description" resource="coupon-books">
          <TextField source="description" emptyText="resources.coupon-books.none" />
        </Labeled>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Labeled source="startDate" resource="coupon-books">
            <LocalDateField source="startDate" showTime />
          </Labeled>
          <Labeled source="endDate" resource="coupon-books">
            <LocalDateField source="endDate" showTime />
          </Labeled>
          <Labeled source="status" resource="coupon-books">
            <StatusChip resource="coupon-books" />
          </Labeled>
          <Labeled source="couponCount" resource="coupon-books">
            <NumberField source="couponCount" />
          </Labeled>
          <Labeled source="codeCount" resource="coupon-books">
            <NumberField source="codeCount" />
          </Labeled>
        </Box>
        {canListCoupons ? (
          <Box>
            <FormSection title="resources.coupon-books.couponsInBook" />
            <CouponsOfBook />
          </Box>
        ) : null}
      </Stack>
    </Show>
  );
};

export default CouponBookShow;
