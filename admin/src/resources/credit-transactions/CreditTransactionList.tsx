import { Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { ListActions, ListPagination } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { bangkokDayEnd, bangkokDayStart } from '@/resources/messages/parts';

type Entry = components['schemas']['CreditTransactionResponse'];
const REASONS = ['purchase', 'send', 'refund', 'adjustment'];

const filters = [
  <SelectInput
    key="reason"
    source="reason"
    choices={REASONS.map((id) => ({ id, name: `resources.credit-transactions.reasons.${id}` }))}
    alwaysOn
  />,
  <DateInput
    key="from"
    source="createdAt_gte"
    label="resources.credit-transactions.fields.from"
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={(iso?: string) => iso?.slice(0, 10) ?? ''}
    alwaysOn
  />,
  <DateInput
    key="to"
    source="createdAt_lte"
    label="resources.credit-transactions.fields.to"
    parse={(day: string) => (day ? bangkokDayEnd(day) : day)}
    format={(iso?: string) => iso?.slice(0, 10) ?? ''}
    alwaysOn
  />,
];

/** Settings → transaction history: every change of the balance, with what it left. */
const CreditTransactionList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      perPage={10}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
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
    </List>
  );
};

export default CreditTransactionList;
