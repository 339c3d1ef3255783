import { Box } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import { formatDate } from '@/i18n/formatDate';
import { couponBookStatusChoices, type CouponBookRecord } from './payload';
import { StatusChip } from './StatusChip';
import { ValidityField } from './Validity';

export const couponBookFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={couponBookStatusChoices} alwaysOn />,
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const CouponBookActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

const RowActions = () => {
  const canEdit = useCan('edit', 'coupon-books');
  const canDelete = useCan('delete', 'coupon-books');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      {canEdit ? <EditButton /> : null}
      {/* Pessimistic: react-admin asks before deleting; the book's coupons stay, in no book. */}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

const CouponBookRows = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isSmall = useIsPhone();
  if (isSmall) {
    return (
      <SimpleList<CouponBookRecord>
        primaryText={(book) => book.name}
        secondaryText={(book) => `${formatDate(book.startDate, locale)} – ${formatDate(book.endDate, locale)}`}
        tertiaryText={(book) => translate(`resources.coupon-books.statuses.${book.status}`)}
        rowClick="show"
      />
    );
  }
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <ValidityField label="resources.coupon-books.fields.validity" sortBy="startDate" />
      <StatusChip resource="coupon-books" source="status" sortable={false} />
      <NumberField source="couponCount" sortable={false} />
      <NumberField source="codeCount" sortable={false} />
      <RowActions />
    </Datagrid>
  );
};

/** The account's coupon books, newest first; the empty page invites to create the first. */
const CouponBookList = () => (
  <List
    filters={couponBookFilters}
    actions={<CouponBookActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <CouponBookRows />
  </List>
);

export default CouponBookList;
