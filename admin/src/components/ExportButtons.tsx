import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { sendingApi } from '@/pages/quick-send/sendingApi';

/**
 * The filtered list as CSV or XLSX (UTF-8 with a BOM, formula-safe), from the resource's
 * `/export` route, with the auth header. Labels are `resources.<resource>.export.csv|xlsx`.
 * `filter` is a fixed part of the filter the list's own filter values leave out, such as a
 * ReferenceManyField's target (`{ couponId }`): it is sent too, and wins over them.
 */
export const ExportButtons = ({ filter: fixed }: { filter?: Record<string, unknown> } = {}) => {
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  // One download at a time; a refused or failed one says so instead of doing nothing.
  const [busy, setBusy] = useState(false);
  const filter = encodeURIComponent(JSON.stringify({ ...filterValues, ...fixed }));
  const download = (format: 'csv' | 'xlsx') => {
    setBusy(true);
    sendingApi
      .download(`/api/${resource}/export?format=${format}&filter=${filter}`, `${resource}.${format}`)
      .catch(() => notify('app.export.failed', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} size="small" disabled={busy} onClick={() => download(format)}>
          {translate(`resources.${resource}.export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};
