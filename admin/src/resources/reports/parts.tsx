import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Chip, Typography } from '@mui/material';
import { Button, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useCan } from '@/components/useCan';
import { useRecordAction } from '@/components/useRecordAction';
import { formatDate } from '@/i18n/formatDate';
import { reportsApi } from './reportsApi';
import { isLive, type ReportRecord, type ReportStatus } from './types';

const STATUS_COLORS: Record<ReportStatus, 'info' | 'primary' | 'success' | 'error'> = {
  queued: 'info',
  running: 'primary',
  ready: 'success',
  failed: 'error',
};

export const ReportStatusChip = ({ status }: { status: ReportStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`resources.reports.statuses.${status}`)}
      data-testid="report-status"
    />
  );
};

export const ReportStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<ReportRecord>();
  return record ? <ReportStatusChip status={record.status} /> : null;
};

/** The latest run's period as days: "1 Mar 2026 – 31 Mar 2026", one day once. */
export const ReportWindowField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<ReportRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record?.windowStart || !record.windowEnd) return null;
  const start = formatDate(record.windowStart, locale);
  const end = formatDate(record.windowEnd, locale);
  return (
    <Typography component="span" variant="body2">
      {start === end ? start : translate('resources.reports.window', { start, end })}
    </Typography>
  );
};

/** Runs the report now over its period; hidden while a run is queued or going. */
export const RunNowButton = () => {
  const record = useRecordContext<ReportRecord>();
  const refresh = useRefresh();
  const canRun = useCan('edit', 'reports');
  const { isPending, trigger } = useRecordAction(
    () => reportsApi.run(record!.id),
    'resources.reports.queuedNotice',
    () => refresh(),
  );
  if (!record || !canRun || isLive(record.status)) return null;
  return (
    <Button
      label="resources.reports.runNow"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void trigger();
      }}
    >
      <PlayArrowIcon />
    </Button>
  );
};

/** The latest file, when it is ready. */
export const DownloadReportButton = () => {
  const record = useRecordContext<ReportRecord>();
  const notify = useNotify();
  if (!record || record.status !== 'ready') return null;
  return (
    <Button
      label="resources.reports.download"
      onClick={(event) => {
        event.stopPropagation();
        void reportsApi
          .download(record)
          .catch((error: Error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }));
      }}
    >
      <DownloadIcon />
    </Button>
  );
};
