import {
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
import { dateRangeFilters } from '@/components/DateRangeFilters';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { choiceLabel } from '@/dashboard/helpers';
import { formatDate } from '@/i18n/formatDate';
import { consentDecisionChoices, consentPurposeChoices, type ConsentRecord } from './choices';

/** Search by number, answer, and the day it was given. */
export const consentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="decision" source="decision" choices={consentDecisionChoices} alwaysOn />,
  ...dateRangeFilters('consents'),
];

const ConsentActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
  </TopToolbar>
);

const ConsentSimpleList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<ConsentRecord>
      primaryText={(row) => row.mobile}
      secondaryText={(row) => translate(choiceLabel(consentDecisionChoices, row.decision))}
      tertiaryText={(row) => formatDate(row.createdAt, locale, { showTime: true })}
      rowClick={false}
    />
  );
};

/**
 * The account's consent ledger (PDPA): every answer given on an e-Consent page, newest first,
 * with the wording's version and the channel. A person's consent is their latest answer.
 */
const ConsentList = () => {
  const isSmall = useIsPhone();
  return (
    <List
      filters={consentFilters}
      actions={<ConsentActions />}
      perPage={10}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <ConsentSimpleList />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="mobile" />
          <SelectField source="purpose" choices={consentPurposeChoices} sortable={false} />
          <SelectField source="decision" choices={consentDecisionChoices} sortable={false} />
          <TextField source="textVersion" sortable={false} />
          <TextField source="source" sortable={false} />
          <LocalDateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
};

export default ConsentList;
