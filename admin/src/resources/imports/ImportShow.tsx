import { Alert, Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { Labeled, Show, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { importsApi } from './importsApi';
import { ImportStatusChip, ImportSteps, percentDone } from './parts';
import { isLive, type ImportRecord } from './types';

const COUNTS = ['created', 'updated', 'skipped', 'invalid'] as const;

const Progress = () => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const percent = percentDone(record);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('resources.imports.fields.progress')}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('resources.imports.progress', {
          processed: record.processed.toLocaleString(),
          total: record.total.toLocaleString(),
          percent,
        })}
      </Typography>
      {isLive(record.status) ? (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.imports.leaveHelp')}
        </Typography>
      ) : null}
    </Box>
  );
};

const Counts = () => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      {COUNTS.map((key) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Typography variant="overline">{translate(`resources.imports.fields.${key}`)}</Typography>
          <Typography variant="h6" data-testid={`import-count-${key}`}>
            {record[key].toLocaleString()}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
};

const InvalidRows = () => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record || record.invalid <= 0 || isLive(record.status)) return null;
  return (
    <Stack direction="row" spacing={1}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          onClick={() =>
            void importsApi
              .downloadInvalid(record, format)
              .catch((error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }))
          }
        >
          {translate(`resources.imports.download.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};

const Details = () => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <ImportSteps active={record.status === 'completed' ? 4 : 3} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ImportStatusChip status={record.status} />
        <Typography variant="subtitle1">{record.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.imports.targets.${record.target}`)}
        </Typography>
      </Stack>
      {record.status === 'failed' ? (
        <Alert severity="error">
          {translate('resources.imports.failed', {
            reason: record.error ? translate(record.error, { _: record.error }) : '',
          })}
        </Alert>
      ) : null}
      <Progress />
      <Counts />
      <InvalidRows />
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        {record.target === 'people' ? (
          <Labeled label="resources.imports.fields.mode">
            <Typography variant="body2">{translate(`resources.imports.modes.${record.mode}`)}</Typography>
          </Labeled>
        ) : null}
        <Labeled source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </Labeled>
        <Labeled source="startedAt">
          <LocalDateField source="startedAt" showTime emptyText="resources.imports.notYet" />
        </Labeled>
        <Labeled source="finishedAt">
          <LocalDateField source="finishedAt" showTime emptyText="resources.imports.notYet" />
        </Labeled>
      </Stack>
    </Stack>
  );
};

/**
 * Step 4: one import as it runs. The page asks again every second while the import is queued or
 * running and stops once it completed or failed; leaving it does not stop the import.
 */
const ImportShow = () => (
  <Show
    queryOptions={{
      refetchInterval: (query) => (isLive((query.state.data as ImportRecord | undefined)?.status) ? 1000 : false),
    }}
  >
    <Details />
  </Show>
);

export default ImportShow;
