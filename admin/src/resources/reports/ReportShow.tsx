import { Alert, Stack, Typography } from '@mui/material';
import { Labeled, NumberField, SelectField, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { DownloadReportButton, ReportStatusChip, ReportWindowField, RunNowButton } from './parts';
import { isLive, reportFormatChoices, reportRecurrenceChoices, reportTypeChoices, type ReportRecord } from './types';

const Actions = () => (
  <TopToolbar>
    <DownloadReportButton />
    <RunNowButton />
  </TopToolbar>
);

const Details = () => {
  const record = useRecordContext<ReportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ReportStatusChip status={record.status} />
        <Typography variant="subtitle1">{`${record.name}.${record.format}`}</Typography>
      </Stack>
      {record.status === 'failed' ? (
        <Alert severity="error">{translate('resources.reports.failed', { reason: record.error ?? '' })}</Alert>
      ) : null}
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Labeled source="type">
          <SelectField source="type" choices={reportTypeChoices} />
        </Labeled>
        <Labeled source="recurrence">
          <SelectField source="recurrence" choices={reportRecurrenceChoices} />
        </Labeled>
        {record.recurrence === 'monthly' ? (
          <Labeled source="dayOfMonth">
            <NumberField source="dayOfMonth" />
          </Labeled>
        ) : null}
        <Labeled source="format">
          <SelectField source="format" choices={reportFormatChoices} />
        </Labeled>
        <Labeled label="resources.reports.fields.window">
          <ReportWindowField />
        </Labeled>
      </Stack>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Labeled source="rows">
          <NumberField source="rows" emptyText="-" />
        </Labeled>
        <Labeled source="lastRunAt">
          <LocalDateField source="lastRunAt" showTime emptyText="resources.reports.notYet" />
        </Labeled>
        <Labeled source="finishedAt">
          <LocalDateField source="finishedAt" showTime emptyText="resources.reports.notYet" />
        </Labeled>
        <Labeled source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </Labeled>
      </Stack>
    </Stack>
  );
};

/** One report; the page asks again every second while its run is queued or going. */
const ReportShow = () => (
  <Show
    actions={<Actions />}
    queryOptions={{
      refetchInterval: (query) => (isLive((query.state.data as ReportRecord | undefined)?.status) ? 1000 : false),
    }}
  >
    <Details />
  </Show>
);

export default ReportShow;
