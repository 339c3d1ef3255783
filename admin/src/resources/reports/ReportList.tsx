import { Box } from '@mui/material';
import { Datagrid, List, SelectField, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ListActions, ListPagination, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { DownloadReportButton, ReportStatusField, ReportWindowField, RunNowButton } from './parts';
import {
  isLive,
  reportFormatChoices,
  reportRecurrenceChoices,
  reportStatusChoices,
  reportTypeChoices,
  type ReportRecord,
} from './types';

export const reportFilters = [
  <SelectInput key="type" source="type" choices={reportTypeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={reportStatusChoices} />,
  <SelectInput key="recurrence" source="recurrence" choices={reportRecurrenceChoices} />,
];

/** Download when ready, run now, delete (asked first). */
const RowActions = () => {
  const canDelete = useCan('delete', 'reports');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <DownloadReportButton />
      <RunNowButton />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

const Rows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  if (isSmall) {
    return (
      <SimpleList<ReportRecord>
        primaryText={(row) => row.name}
        secondaryText={(row) =>
          `${translate(`resources.reports.types.${row.type}`)} · ${translate(`resources.reports.recurrences.${row.recurrence}`)}`
        }
        tertiaryText={(row) => translate(`resources.reports.statuses.${row.status}`)}
        rowClick="show"
      />
    );
  }
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <SelectField source="type" choices={reportTypeChoices} sortable={false} />
      <SelectField source="recurrence" choices={reportRecurrenceChoices} sortable={false} />
      <SelectField source="format" choices={reportFormatChoices} sortable={false} />
      <ReportStatusField source="status" label="resources.reports.fields.status" sortable={false} />
      <ReportWindowField source="windowStart" label="resources.reports.fields.window" sortable={false} />
      <LocalDateField source="lastRunAt" showTime emptyText="resources.reports.notYet" sortable={false} />
      <RowActions />
    </Datagrid>
  );
};

/** The account's reports, newest first; the page asks again every 2 s while one is queued or running. */
const ReportList = () => (
  <List
    filters={reportFilters}
    actions={<ListActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    queryOptions={{
      refetchInterval: (query) =>
        ((query.state.data as { data?: ReportRecord[] } | undefined)?.data ?? []).some((row) => isLive(row.status))
          ? 2000
          : false,
    }}
  >
    <Rows />
  </List>
);

export default ReportList;
