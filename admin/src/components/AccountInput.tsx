import { AutocompleteInput, required, useGetList } from 'react-admin';
import { SWITCHABLE_ACCOUNTS } from '@/providers/dataProvider';

/** Picks an account the user may act in (every account, for staff): the staff tools' account field. */
export const AccountInput = ({ source = 'accountId' }: { source?: string }) => {
  const { data, isPending } = useGetList(SWITCHABLE_ACCOUNTS, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return <AutocompleteInput source={source} choices={data ?? []} optionText="name" isPending={isPending} validate={required()} />;
};
