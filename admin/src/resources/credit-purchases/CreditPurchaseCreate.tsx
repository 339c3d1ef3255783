import { AccountInput } from '@/components/AccountInput';
import { Create, NumberInput, SelectInput, SimpleForm, TextInput, minValue, number, required } from 'react-admin';

const KINDS = ['standard', 'corporate'].map((id) => ({ id, name: `resources.credit-purchases.kinds.${id}` }));

/** Staff top an account up: the purchase, its invoice and the ledger row are written together. */
const CreditPurchaseCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ kind: 'standard' }}>
      <AccountInput />
      <NumberInput source="credits" validate={[required(), number(), minValue(1)]} />
      <NumberInput source="amount" validate={[required(), number(), minValue(0)]} />
      <SelectInput source="kind" choices={KINDS} validate={required()} />
      <TextInput source="note" multiline />
    </SimpleForm>
  </Create>
);

export default CreditPurchaseCreate;
