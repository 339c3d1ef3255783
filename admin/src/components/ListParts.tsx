import { CreateButton, FilterButton, Pagination, TopToolbar } from 'react-admin';

/**
 * The toolbar and pagination every resource list uses. No export button: the API serves at
 * most 100 rows per request. CreateButton hides itself without the create ability.
 */
export const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** Page sizes up to the API's limit of 100 rows. */
export const ListPagination = () => <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;
