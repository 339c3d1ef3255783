import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, useListContext } from 'react-admin';

type Filters = Record<string, unknown>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Filters with a value, as comparable text: an emptied input is no filter. */
const set = (filters: Filters) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => isSet(value))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Puts a list's filters back to its defaults (the specification: filters reset to defaults);
 * shown only while they differ. `defaults` is the list's `filterDefaultValues`.
 */
export const ResetFiltersButton = ({ defaults = {} }: { defaults?: Filters }) => {
  const { filterValues, setFilters } = useListContext();
  if (set(filterValues ?? {}) === set(defaults)) return null;
  return (
    <Button label="app.list.resetFilters" onClick={() => setFilters(defaults, {})}>
      <FilterAltOffIcon />
    </Button>
  );
};
