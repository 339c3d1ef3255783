import type { ReactElement, ReactNode } from 'react';
import { CreateButton, FilterButton, List, Pagination, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { isCappedTotal } from '@/providers/cappedTotals';

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

/**
 * Page sizes up to the API's limit of 100 rows. Beyond 10,000 rows (1,000 when a search, a tag
 * or a group narrows the list) the API stops counting: the total then reads "10,000+" or "1,000+".
 */
export const ListPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const capped = isCappedTotal(meta);
  return (
    <Pagination
      rowsPerPageOptions={[10, 25, 50, 100]}
      {...(capped
        ? {
            labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
              translate('app.list.cappedRange', { offsetBegin: from, offsetEnd: to, total: count.toLocaleString() }),
          }
        : {})}
    />
  );
};

/**
 * Every resource list: the shared toolbar and pagination, 10 rows a page (the specification's
 * default), newest first.
 */
export const ResourceList = ({ filters, children }: { filters: ReactElement[]; children: ReactNode }) => (
  <List
    filters={filters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    {children}
  </List>
);
