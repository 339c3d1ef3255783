import { useGetList } from 'react-admin';
import type { PeopleFieldRecord } from '@/resources/people-fields/fields';

/** The account's custom fields (at most 100), in their form order. */
export const usePeopleFields = () => {
  const { data, isPending } = useGetList<PeopleFieldRecord>('people-fields', {
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return { fields: data ?? [], isPending };
};
