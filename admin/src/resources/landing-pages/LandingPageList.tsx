import { Box } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateInput,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import { StatusChip } from '@/resources/coupon-books/StatusChip';
import { DuplicateButton, PublicUrlField } from './parts';
import { landingPageStatusChoices, type LandingPageRecord } from './payload';

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** The specification's filters: name, status and createDate (whole days in Bangkok time). */
export const landingPageFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={landingPageStatusChoices} alwaysOn />,
  <DateInput
    key="createDate_gte"
    source="createDate_gte"
    label="resources.landing-pages.fields.createDate_gte"
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={dayOf}
    alwaysOn
  />,
  <DateInput
    key="createDate_lte"
    source="createDate_lte"
    label="resources.landing-pages.fields.createDate_lte"
    parse={(day: string) => (day ? bangkokDayEnd(day) : day)}
    format={dayOf}
    alwaysOn
  />,
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const LandingPageActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

const RowActions = () => {
  const canCreate = useCan('create', 'landing-pages');
  const canEdit = useCan('edit', 'landing-pages');
  const canDelete = useCan('delete', 'landing-pages');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      {canCreate ? <DuplicateButton /> : null}
      {canEdit ? <EditButton /> : null}
      {/* Pessimistic: react-admin asks before deleting; coupons that showed the page no longer do. */}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

const LandingPageRows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'landing-pages');
  if (isSmall) {
    return (
      <SimpleList<LandingPageRecord>
        primaryText={(page) => page.landingpage_name}
        secondaryText={(page) => page.publicUrl}
        tertiaryText={(page) => translate(`resources.landing-pages.statuses.${page.status}`)}
        rowClick={canEdit ? 'edit' : false}
      />
    );
  }
  return (
    <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
      <TextField source="landingpage_name" />
      <StatusChip resource="landing-pages" source="status" label="resources.landing-pages.fields.status" sortable={false} />
      <PublicUrlField source="publicUrl" label="resources.landing-pages.fields.publicUrl" sortable={false} />
      <LocalDateField source="createdAt" showTime />
      <RowActions />
    </Datagrid>
  );
};

/** The account's landing pages, newest first, ten a page. */
const LandingPageList = () => (
  <List
    filters={landingPageFilters}
    actions={<LandingPageActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <LandingPageRows />
  </List>
);

export default LandingPageList;
