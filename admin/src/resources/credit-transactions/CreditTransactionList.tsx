import { Typography } from '@mui/material';
import { Datagrid, FunctionField, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { dateRangeFilters } from '@/components/DateRangeFilters';

type Entry = components['schemas']['CreditTransactionResponse'];
const REASONS = ['purchase', 'send', 'refund', 'adjustment'];

const filters = [
  <SelectInput
    key="reason"
    source="reason"
    choices={REASONS.map((id) => ({ id, name: `resources.credit-transactions.reasons.${id}` }))}
    alwaysOn
  />,
  ...dateRangeFilters('credit-transactions'),
];

/** Settings → transaction history: every change of the balance, with what it left. */
const CreditTransactionList = () => {
  const translate = useTranslate();
  return (
    <ResourceList filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <LocalDateField source="createdAt" showTime />
        <FunctionField<Entry>
          source="delta"
          render={(entry) => (
            <Typography variant="body2" color={entry.delta < 0 ? 'error' : 'success.main'}>
              {entry.delta > 0 ? `+${entry.delta.toLocaleString()}` : entry.delta.toLocaleString()}
            </Typography>
          )}
        />
        <FunctionField<Entry>
          source="reason"
          render={(entry) => translate(`resources.credit-transactions.reasons.${entry.reason}`)}
        />
        <TextField source="reference" emptyText="—" />
        <NumberField source="balanceAfter" />
      </Datagrid>
    </ResourceList>
  );
};

export default CreditTransactionList;
