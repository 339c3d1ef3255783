import { Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  NumberField,
  ReferenceField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { components } from '@/api/schema';
import { PhoneOrGrid, ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { dateRangeFilters } from '@/components/DateRangeFilters';
import { useCan } from '@/components/useCan';

type Entry = components['schemas']['CreditTransactionResponse'];
type Send = components['schemas']['BroadcastResponse'];
type Purchase = components['schemas']['CreditPurchaseResponse'];
const REASONS = ['purchase', 'send', 'refund', 'adjustment'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filters = [
  <SelectInput
    key="reason"
    source="reason"
    choices={REASONS.map((id) => ({ id, name: `resources.credit-transactions.reasons.${id}` }))}
    alwaysOn
  />,
  ...dateRangeFilters('credit-transactions'),
];

/** A purchase in the top-ups list, alone (staff's list takes an id filter). */
const purchaseLink = (purchase: Purchase) =>
  `/credit-purchases?filter=${encodeURIComponent(JSON.stringify({ id: purchase.id }))}`;

/**
 * What an entry refers to, as a link: a send or its refund opens the send, a top-up its invoice
 * (for those who read top-ups). A code sent through OTP has no page of its own: it says so.
 */
const ReferenceLink = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const entry = useRecordContext<Entry>();
  const translate = useTranslate();
  const canReadPurchases = useCan('list', 'credit-purchases');
  if (!entry?.reference) return <span>—</span>;
  const otp = <span>{translate('resources.credit-transactions.otpReference')}</span>;
  // Only ids go to the API (an OTP refund's reference is the word "otp").
  if (!UUID.test(entry.reference)) return entry.reference === 'otp' ? otp : <span>{entry.reference}</span>;
  if (entry.reason === 'purchase') {
    return canReadPurchases ? (
      <ReferenceField source="reference" reference="credit-purchases" link={purchaseLink}>
        <TextField source="invoiceNumber" />
      </ReferenceField>
    ) : (
      <span>{translate('resources.credit-transactions.reasons.purchase')}</span>
    );
  }
  if (entry.reason === 'send' || entry.reason === 'refund') {
    return (
      <ReferenceField source="reference" reference="broadcasts" link="show" empty={otp}>
        <FunctionField<Send> render={(send) => send.description || send.senderName} />
      </ReferenceField>
    );
  }
  return <span>{entry.reference}</span>;
};

const Delta = ({ entry }: { entry: Entry }) => (
  <Typography component="span" variant="body2" color={entry.delta < 0 ? 'error' : 'success.main'}>
    {entry.delta > 0 ? `+${entry.delta.toLocaleString()}` : entry.delta.toLocaleString()}
  </Typography>
);

/** On a phone: the change and why, when, what it refers to, and the balance it left. */
const PhoneRows = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Entry>
      primaryText={(entry) => (
        <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Delta entry={entry} />
          <span>{translate(`resources.credit-transactions.reasons.${entry.reason}`)}</span>
          <ReferenceLink />
        </Stack>
      )}
      secondaryText={<LocalDateField source="createdAt" showTime />}
      tertiaryText={(entry) =>
        `${translate('resources.credit-transactions.fields.balanceAfter')}: ${entry.balanceAfter.toLocaleString()}`
      }
      rowClick={false}
    />
  );
};

/** Settings → transaction history: every change of the balance, with what it left. */
const CreditTransactionList = () => {
  const translate = useTranslate();
  return (
    <ResourceList filters={filters}>
      <PhoneOrGrid phone={<PhoneRows />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <LocalDateField source="createdAt" showTime />
          <FunctionField<Entry> source="delta" render={(entry) => <Delta entry={entry} />} />
          <FunctionField<Entry>
            source="reason"
            render={(entry) => translate(`resources.credit-transactions.reasons.${entry.reason}`)}
          />
          <ReferenceLink source="reference" sortable={false} />
          <NumberField source="balanceAfter" />
        </Datagrid>
      </PhoneOrGrid>
    </ResourceList>
  );
};

export default CreditTransactionList;
