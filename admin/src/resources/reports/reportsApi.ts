import { sendingApi } from '@/pages/quick-send/sendingApi';
import { httpClient } from '@/providers/httpClient';
import type { ReportRecord } from './types';

const path = (id: string) => `/api/reports/${encodeURIComponent(id)}`;

/** Run now and download; the list, show, create and delete go through the dataProvider. */
export const reportsApi = {
  async run(id: string): Promise<ReportRecord> {
    return (await httpClient(`${path(id)}/run`, { method: 'POST' })).json as ReportRecord;
  },
  /** The latest file, saved through the browser with the auth header. */
  download(record: Pick<ReportRecord, 'id' | 'name' | 'format'>): Promise<void> {
    return sendingApi.download(`${path(record.id)}/file`, `${record.name}.${record.format}`);
  },
};
