import { AutocompleteInput, required, useGetList, useRecordContext } from 'react-admin';
import { SWITCHABLE_ACCOUNTS } from '@/providers/dataProvider';
import type { SwitchableAccount } from '@/types';

/** The accounts the user may act in (every account, for staff), once for every field and input. */
export const useAccounts = () =>
  useGetList<SwitchableAccount>(SWITCHABLE_ACCOUNTS, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });

/** Picks an account the user may act in (every account, for staff): the staff tools' account field. */
export const AccountInput = ({ source = 'accountId' }: { source?: string }) => {
  const { data, isPending } = useAccounts();
  return <AutocompleteInput source={source} choices={data ?? []} optionText="name" isPending={isPending} validate={required()} />;
};

/** An account by its name, not its id: a list's account column. */
export const AccountNameField = ({ source = 'accountId' }: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const { data } = useAccounts();
  const id = record?.[source] as string | undefined;
  if (!id) return null;
  return <span>{data?.find((account) => account.id === id)?.name ?? ''}</span>;
};
