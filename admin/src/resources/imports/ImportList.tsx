import {
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { ImportProgressField, ImportStatusField } from './parts';
import { importStatusChoices, importTargetChoices, isLive, type ImportRecord } from './types';

export const importFilters = [
  <SelectInput key="target" source="target" choices={importTargetChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={importStatusChoices} alwaysOn />,
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const ImportActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

const ImportSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<ImportRecord>
      primaryText={(row) => row.name}
      secondaryText={(row) =>
        `${translate(`resources.imports.targets.${row.target}`)} · ${translate(`resources.imports.statuses.${row.status}`)}`
      }
      tertiaryText={(row) =>
        translate('resources.imports.processedOf', {
          processed: row.processed.toLocaleString(),
          total: row.total.toLocaleString(),
        })
      }
      rowClick="show"
    />
  );
};

const Rows = () => {
  const isSmall = useIsPhone();
  return isSmall ? (
    <ImportSimpleList />
  ) : (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <SelectField source="target" choices={importTargetChoices} />
      <ImportStatusField source="status" />
      <ImportProgressField source="processed" label="resources.imports.fields.progress" sortable={false} />
      <NumberField source="created" />
      <NumberField source="updated" />
      <NumberField source="skipped" />
      <NumberField source="invalid" />
      <LocalDateField source="createdAt" showTime />
    </Datagrid>
  );
};

/** The account's imports, newest first; a row opens its progress and counts. */
const ImportList = () => (
  <List
    filters={importFilters}
    actions={<ImportActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    // While a row on this page is still moving, the list asks again every 2 s.
    queryOptions={{
      refetchInterval: (query) =>
        ((query.state.data as { data?: ImportRecord[] } | undefined)?.data ?? []).some((row) => isLive(row.status))
          ? 2000
          : false,
    }}
  >
    <Rows />
  </List>
);

export default ImportList;
