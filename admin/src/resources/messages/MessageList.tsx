import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ListPagination, PhoneOrGrid, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ExportButtons } from '@/components/ExportButtons';
import { EmptyWithQuickSend } from '@/resources/broadcasts/EmptyWithQuickSend';
import type { BroadcastRecord } from '@/resources/broadcasts/parts';
import { dateRangeFilters } from '@/components/DateRangeFilters';
import { LOG_STATUSES, MessageStatusField, type MessageRecord } from './parts';

const filters = [
  // Part of the number (in any writing) or of the text.
  <TextInput key="q" source="q" alwaysOn />,
  <TextInput key="mobile" source="mobile" />,
  <TextInput key="senderName" source="senderName" />,
  // The send by what it says (its description, else its sender), never by its id.
  <ReferenceInput key="broadcastId" source="broadcastId" reference="broadcasts" sort={{ field: 'createdAt', order: 'DESC' }}>
    <AutocompleteInput
      label="resources.messages.fields.broadcastId"
      optionText={(send: BroadcastRecord) => send.description || send.senderName}
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    choices={LOG_STATUSES.map((id) => ({ id, name: `resources.messages.logStatuses.${id}` }))}
    alwaysOn
  />,
  ...dateRangeFilters('messages'),
];

/** On a phone: the number, its status and when it was sent. */
const PhoneRows = () => (
  <SimpleList<MessageRecord>
    primaryText={(message) => message.mobile}
    secondaryText={
      <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <MessageStatusField source="status" />
        <LocalDateField source="createdAt" showTime />
      </Stack>
    }
    tertiaryText={(message) => message.senderName}
    rowClick={false}
  />
);

/** Logs: every message of the account, newest first, capped counts past 10,000. */
const MessageList = () => (
  <List
    filters={filters}
    actions={
      <TopToolbar sx={wrapping}>
        <ExportButtons />
      </TopToolbar>
    }
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    title="app.menu.logs"
    empty={<EmptyWithQuickSend />}
  >
    <PhoneOrGrid phone={<PhoneRows />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <LocalDateField source="createdAt" showTime />
        <TextField source="mobile" />
        <TextField source="senderName" />
        <MessageStatusField source="status" />
        <NumberField source="parts" />
        <NumberField source="credits" />
        <TextField source="receiptStat" emptyText="—" />
        <LocalDateField source="doneAt" showTime />
      </Datagrid>
    </PhoneOrGrid>
  </List>
);

export default MessageList;
