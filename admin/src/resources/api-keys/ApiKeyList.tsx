import { Box, Chip } from '@mui/material';
import { Datagrid, SearchInput, SelectInput, SimpleList, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { PhoneOrGrid, ResourceList } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import type { ApiKeyRecord } from './actions';
import { RevokeApiKeyButton, RotateApiKeyButton } from './ApiKeyButtons';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={['active', 'revoked'].map((id) => ({ id, name: `resources.api-keys.statuses.${id}` }))}
  />,
];

const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.api-keys.statuses.${record.status}`)}
    />
  );
};

const RowActions = () => {
  const canUpdate = useCan('edit', 'api-keys');
  const canDelete = useCan('delete', 'api-keys');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {canUpdate ? <RotateApiKeyButton /> : null}
      {canUpdate ? <RevokeApiKeyButton /> : null}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

/** On a phone: the key's name and status, the key itself, and its buttons below. */
const PhoneRows = () => (
  <SimpleList<ApiKeyRecord>
    primaryText={(apiKey) => apiKey.name}
    secondaryText={
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          <TextField source="key" />
        </Box>
        <StatusField source="status" />
        <RowActions />
      </Box>
    }
    rowClick={false}
  />
);

/** Config API: the keys of the account's systems; secrets are never listed. */
const ApiKeyList = () => (
  <ResourceList filters={filters}>
    <PhoneOrGrid phone={<PhoneRows />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="key" sx={{ fontFamily: 'monospace' }} sortable={false} />
        <StatusField source="status" />
        <LocalDateField source="lastUsedAt" showTime emptyText="resources.api-keys.neverUsed" />
        <LocalDateField source="createdAt" showTime />
        <RowActions />
      </Datagrid>
    </PhoneOrGrid>
  </ResourceList>
);

export default ApiKeyList;
