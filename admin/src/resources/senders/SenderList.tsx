import { Box } from '@mui/material';
import { Datagrid, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ListActions, ListPagination, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan, useIsStaff } from '@/components/useCan';
import type { SenderRecord } from './actions';
import { ApproveSenderButton } from './ApproveSenderButton';
import { RejectSenderButton } from './RejectSenderButton';
import { senderStatusChoices } from './choices';
import { SenderStatusField } from './SenderStatusField';

export const senderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={senderStatusChoices} alwaysOn />,
];

/** Staff decide pending requests from the list itself; others may remove a name (with confirmation). */
const RowActions = ({ isStaff, canDelete }: { isStaff: boolean; canDelete: boolean }) => (
  <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
    {isStaff ? <ApproveSenderButton /> : null}
    {isStaff ? <RejectSenderButton /> : null}
    {canDelete ? <DeleteButton redirect={false} /> : null}
  </Box>
);

/**
 * The account's sender names. For staff in the platform account it is the approval queue of
 * every account: pending first by default, with the account's name.
 */
const SenderList = () => {
  const isSmall = useIsPhone();
  const isStaff = useIsStaff();
  const canDelete = useCan('delete', 'senders');
  return (
    <List
      filters={senderFilters}
      filterDefaultValues={isStaff ? { status: 'pending' } : undefined}
      actions={<ListActions />}
      perPage={10}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title={isStaff ? 'app.senders.queueTitle' : undefined}
    >
      {isSmall ? (
        <SimpleList<SenderRecord>
          primaryText={(sender) => sender.name}
          secondaryText={
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
              <SenderStatusField source="status" />
              {/* Staff decide a request on a phone too. */}
              <RowActions isStaff={isStaff} canDelete={canDelete} />
            </Box>
          }
          tertiaryText={(sender) => (isStaff ? (sender.accountName ?? '') : '')}
          rowClick={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="name" />
          <SenderStatusField source="status" />
          {isStaff ? <TextField source="accountName" sortable={false} /> : null}
          <LocalDateField source="createdAt" />
          <LocalDateField source="decidedAt" />
          <RowActions isStaff={isStaff} canDelete={canDelete} />
        </Datagrid>
      )}
    </List>
  );
};

export default SenderList;
