import { sendingApi } from '@/pages/quick-send/sendingApi';
import { httpClient } from '@/providers/httpClient';
import type { ImportFieldsResponse, ImportMappingRequest, ImportPreviewResponse, ImportRecord, ImportTarget } from './types';

const path = (id: string) => `/api/imports/${encodeURIComponent(id)}`;

/** The wizard's calls; the list and the show page go through the dataProvider. */
export const importsApi = {
  /**
   * Multipart through the shared client (token, language, acting account, one retry after a
   * refresh): with a FormData body it leaves Content-Type to the browser, boundary included.
   * A 422 rejects with an HttpError whose body names the file's problem under errors → file.
   */
  async upload(file: File, target: ImportTarget): Promise<ImportRecord> {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('target', target);
    return (await httpClient('/api/imports', { method: 'POST', body: form })).json as ImportRecord;
  },
  async fields(target: ImportTarget): Promise<ImportFieldsResponse> {
    return (await httpClient(`/api/imports/fields?target=${encodeURIComponent(target)}`)).json as ImportFieldsResponse;
  },
  /** Saves the mapping and answers the first 20 data rows, validated. */
  async map(id: string, body: ImportMappingRequest): Promise<ImportPreviewResponse> {
    return (await httpClient(path(id), { method: 'PUT', body: JSON.stringify(body) })).json as ImportPreviewResponse;
  },
  async start(id: string): Promise<ImportRecord> {
    return (await httpClient(`${path(id)}/start`, { method: 'POST' })).json as ImportRecord;
  },
  /** The rows that were not imported, with their line and reason, as a file. */
  downloadInvalid(record: Pick<ImportRecord, 'id' | 'name'>, format: 'csv' | 'xlsx'): Promise<void> {
    const base = record.name.replace(/\.[^.]*$/, '') || 'import';
    return sendingApi.download(`${path(record.id)}/invalid?format=${format}`, `${base}-invalid.${format}`);
  },
};
