import {
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { BulkDeleteButton, DeleteButton } from '@/components/DeleteButtons';
import { dateRangeFilters } from '@/components/DateRangeFilters';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import { choiceLabel } from '@/dashboard/helpers';
import { formatDate } from '@/i18n/formatDate';
import { EmptyWithImport } from '@/resources/imports/EmptyWithImport';
import { ImportButton } from '@/resources/imports/ImportButton';
import { blacklistReasonChoices, type BlacklistRecord } from './choices';

/** Search by number (0812…, 66812…, +66…), reason, and the day it was added. */
export const blacklistFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={blacklistReasonChoices} alwaysOn />,
  ...dateRangeFilters('blacklist'),
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const BlacklistActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
    <ImportButton target="blacklist" />
  </TopToolbar>
);

const BulkRemoveButton = () => (
  <BulkDeleteButton confirmTitle="app.blacklist.bulkDeleteTitle" confirmContent="app.blacklist.bulkDeleteContent" />
);

const BlacklistSimpleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<BlacklistRecord>
      primaryText={(entry) => entry.mobile}
      secondaryText={(entry) => translate(choiceLabel(blacklistReasonChoices, entry.reason))}
      tertiaryText={(entry) => formatDate(entry.createdAt, locale, { showTime: true })}
      rowClick={false}
    />
  );
};

/** The account's blocked numbers, newest first; removing one (or many, ticked) is asked first. */
const BlacklistList = () => {
  const isSmall = useIsPhone();
  const canDelete = useCan('delete', 'blacklist');
  return (
    <List
      filters={blacklistFilters}
      actions={<BlacklistActions />}
      perPage={10}
      empty={<EmptyWithImport target="blacklist" />}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <BlacklistSimpleList />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={canDelete ? <BulkRemoveButton /> : false}>
          <TextField source="mobile" />
          <SelectField source="reason" choices={blacklistReasonChoices} />
          <TextField source="source" sortable={false} />
          <LocalDateField source="createdAt" showTime />
          {canDelete ? <DeleteButton redirect={false} /> : null}
        </Datagrid>
      )}
    </List>
  );
};

export default BlacklistList;
