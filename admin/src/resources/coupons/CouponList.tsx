import { Box } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateInput,
  EditButton,
  List,
  NumberField,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import { formatDate } from '@/i18n/formatDate';
import { StatusChip } from '@/resources/coupon-books/StatusChip';
import { ValidityField } from '@/resources/coupon-books/Validity';
import { couponStatusChoices, type CouponRecord } from './payload';

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** A From/To pair on one of the API's date ranges (`<field>_gte`, `<field>_lte`), whole days in Bangkok time. */
const dayRange = (field: 'campStartDate' | 'campEndDate') => [
  <DateInput
    key={`${field}_gte`}
    source={`${field}_gte`}
    label={`resources.coupons.fields.${field}_gte`}
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={dayOf}
    alwaysOn
  />,
  <DateInput
    key={`${field}_lte`}
    source={`${field}_lte`}
    label={`resources.coupons.fields.${field}_lte`}
    parse={(day: string) => (day ? bangkokDayEnd(day) : day)}
    format={dayOf}
    alwaysOn
  />,
];

/** The specification's filters: status, campaign start and campaign end; and a name search. */
export const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={couponStatusChoices} alwaysOn />,
  ...dayRange('campStartDate'),
  ...dayRange('campEndDate'),
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const CouponActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

const RowActions = () => {
  const canEdit = useCan('edit', 'coupons');
  const canDelete = useCan('delete', 'coupons');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      {canEdit ? <EditButton /> : null}
      {/* Pessimistic: react-admin asks first; the coupon goes with its codes. */}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

const CouponRows = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isSmall = useIsPhone();
  if (isSmall) {
    return (
      <SimpleList<CouponRecord>
        primaryText={(coupon) => coupon.couponName}
        secondaryText={(coupon) => `${formatDate(coupon.startDate, locale)} – ${formatDate(coupon.endDate, locale)}`}
        tertiaryText={(coupon) => translate(`resources.coupons.statuses.${coupon.status}`)}
        rowClick="show"
      />
    );
  }
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="couponName" />
      <StatusChip resource="coupons" source="status" sortable={false} />
      <ValidityField label="resources.coupons.fields.validity" sortBy="startDate" />
      <NumberField source="useMax" sortable={false} />
      <ReferenceField
        source="couponBookId"
        reference="coupon-books"
        link="show"
        sortable={false}
        emptyText="resources.coupons.noBook"
      />
      <RowActions />
    </Datagrid>
  );
};

/** The account's coupons, newest first, ten a page. */
const CouponList = () => (
  <List
    filters={couponFilters}
    actions={<CouponActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <CouponRows />
  </List>
);

export default CouponList;
