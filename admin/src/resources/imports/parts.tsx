import { Box, Chip, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ImportRecord, ImportStatus } from './types';

const STATUS_COLORS: Record<ImportStatus, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  uploaded: 'default',
  mapped: 'default',
  queued: 'info',
  running: 'primary',
  completed: 'success',
  failed: 'error',
};

export const IMPORT_STEPS = ['upload', 'map', 'preview', 'import'] as const;

/** The wizard's four steps; the show page is the last one. */
export const ImportSteps = ({ active }: { active: number }) => {
  const translate = useTranslate();
  return (
    <Stepper activeStep={active} sx={{ mb: 3 }}>
      {IMPORT_STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{translate(`resources.imports.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

export const ImportStatusChip = ({ status }: { status: ImportStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`resources.imports.statuses.${status}`)} />;
};

export const ImportStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<ImportRecord>();
  return record ? <ImportStatusChip status={record.status} /> : null;
};

/** Share of the rows done; a finished import is whole. */
export const percentDone = (record: Pick<ImportRecord, 'status' | 'processed' | 'total'>) =>
  record.status === 'completed' ? 100 : record.total > 0 ? Math.min(100, Math.round((record.processed / record.total) * 100)) : 0;

/** "x / y" over a thin bar, for the list. */
export const ImportProgressField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const percent = percentDone(record);
  return (
    <Box sx={{ minWidth: 110 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`${percent}%`} />
      <Typography variant="caption">
        {translate('resources.imports.processedOf', {
          processed: record.processed.toLocaleString(),
          total: record.total.toLocaleString(),
        })}
      </Typography>
    </Box>
  );
};
