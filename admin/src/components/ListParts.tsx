import { CreateButton, FilterButton, Pagination, TopToolbar, useListContext, useTranslate } from 'react-admin';
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
 * Page sizes up to the API's limit of 100 rows. Beyond 10,000 rows the API stops counting:
 * the total then reads "10,000+".
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
