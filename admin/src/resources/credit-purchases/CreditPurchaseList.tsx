import { Datagrid, FunctionField, NumberField, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import type { components } from '@/api/schema';
import { AccountNameField } from '@/components/AccountInput';
import { PhoneOrGrid, ResourceList } from '@/components/ListParts';
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

/** On a phone: the account and the credits, the invoice and its date. */
const PhoneRows = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Purchase>
      primaryText={<AccountNameField />}
      secondaryText={<LocalDateField source="createdAt" showTime />}
      tertiaryText={(purchase) =>
        `${purchase.credits.toLocaleString()} ${translate('resources.credit-purchases.fields.credits')} · ${purchase.invoiceNumber}`
      }
      rowClick={false}
    />
  );
};

const CreditPurchaseList = () => {
  const translate = useTranslate();
  return (
    <ResourceList filters={filters}>
      <PhoneOrGrid phone={<PhoneRows />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <LocalDateField source="createdAt" showTime />
          <TextField source="invoiceNumber" />
          <AccountNameField source="accountId" sortable={false} />
          <NumberField source="credits" />
          <NumberField source="amount" options={{ style: 'currency', currency: 'THB' }} />
          <FunctionField<Purchase>
            source="kind"
            render={(purchase) => translate(`resources.credit-purchases.kinds.${purchase.kind}`)}
          />
          <TextField source="note" emptyText="—" />
        </Datagrid>
      </PhoneOrGrid>
    </ResourceList>
  );
};

export default CreditPurchaseList;
