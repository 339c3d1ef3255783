import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { isCappedTotal } from '@/providers/cappedTotals';

/**
 * The toolbar and pagination every resource list uses. No export button: the API serves at
 * most 100 rows per request. CreateButton hides itself without the create ability.
 */
export const ListActions = () => {
  // A resource without a create page (a ledger) offers no Create button that would lead nowhere.
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={wrapping}>
      <FilterButton />
      {hasCreate ? <CreateButton /> : null}
    </TopToolbar>
  );
};

/** A list's toolbar on a narrow screen: its buttons go to a second line rather than past the edge. */
export const wrapping = { flexWrap: 'wrap', rowGap: 1 } as const;

/**
 * A phone (below the theme's `sm` breakpoint): lists show a SimpleList there, a line or three a
 * row, instead of their Datagrid's columns, as react-admin's demo does.
 */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

/** A list's rows: `phone` (a SimpleList) on a phone, the Datagrid (`children`) on wider screens. */
export const PhoneOrGrid = ({ phone, children }: { phone: ReactElement; children: ReactElement }) =>
  useIsPhone() ? phone : children;

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
