import { Datagrid, FunctionField, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';

type Purchase = components['schemas']['CreditPurchaseResponse'];

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    choices={['standard', 'corporate'].map((id) => ({ id, name: `resources.credit-purchases.kinds.${id}` }))}
    alwaysOn
  />,
];

const CreditPurchaseList = () => {
  const translate = useTranslate();
  return (
    <ResourceList filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <LocalDateField source="createdAt" showTime />
        <TextField source="invoiceNumber" />
        <TextField source="accountId" />
        <NumberField source="credits" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'THB' }} />
        <FunctionField<Purchase>
          source="kind"
          render={(purchase) => translate(`resources.credit-purchases.kinds.${purchase.kind}`)}
        />
        <TextField source="note" emptyText="—" />
      </Datagrid>
    </ResourceList>
  );
};

export default CreditPurchaseList;
