import { AccountInput, useAccounts } from '@/components/AccountInput';
import {
  Create,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  number,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import type { components } from '@/api/schema';

type Purchase = components['schemas']['CreditPurchaseResponse'];

const KINDS = ['standard', 'corporate'].map((id) => ({ id, name: `resources.credit-purchases.kinds.${id}` }));

/**
 * Staff top an account up: the purchase, its invoice and the ledger row are written together.
 * Saved, it says what was added to which account, and the balance that left.
 */
const CreditPurchaseCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: accounts } = useAccounts();
  const onSuccess = (purchase: Purchase) => {
    notify('resources.credit-purchases.created', {
      type: 'success',
      messageArgs: {
        credits: purchase.credits.toLocaleString(),
        account: accounts?.find((account) => account.id === purchase.accountId)?.name ?? '',
        invoice: purchase.invoiceNumber,
        balance: (purchase.balanceAfter ?? 0).toLocaleString(),
      },
    });
    redirect('list', 'credit-purchases');
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm noValidate defaultValues={{ kind: 'standard' }}>
        <AccountInput />
        <NumberInput source="credits" validate={[required(), number(), minValue(1)]} />
        <NumberInput source="amount" validate={[required(), number(), minValue(0)]} />
        <SelectInput source="kind" choices={KINDS} validate={required()} />
        <TextInput source="note" multiline />
      </SimpleForm>
    </Create>
  );
};

export default CreditPurchaseCreate;
