import type { components } from '@/api/schema';
import { getAccessToken } from '@/providers/tokenRefresh';
import { readActingAccountId } from '@/providers/session';
import { httpClient } from '@/providers/httpClient';
import { i18nProvider } from '@/i18n/i18nProvider';

export type BroadcastInput = components['schemas']['BroadcastInputDto'];
export type Analysis = components['schemas']['AnalysisResponse'];
export type UploadRecord = components['schemas']['UploadResponse'];

/** The auth and account headers, and the user's language: a download's headers and statuses are written in it. */
const headers = async (): Promise<Record<string, string>> => {
  const token = await getAccessToken();
  const account = readActingAccountId();
  return {
    'Accept-Language': i18nProvider.getLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(account ? { 'X-Account-Id': account } : {}),
  };
};

/** Quick Send's calls: analysis, confirmation, one file upload, and file downloads. */
export const sendingApi = {
  async analyze(body: BroadcastInput): Promise<Analysis> {
    return (await httpClient('/api/broadcasts/analyze', { method: 'POST', body: JSON.stringify(body) })).json as Analysis;
  },
  async confirm(body: BroadcastInput): Promise<{ id: string; status: string }> {
    return (await httpClient('/api/broadcasts', { method: 'POST', body: JSON.stringify(body) })).json as {
      id: string;
      status: string;
    };
  },
  async cancel(id: string): Promise<void> {
    await httpClient(`/api/broadcasts/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
  },
  /** Multipart: the browser sets the boundary, so no JSON client here. */
  async upload(file: File): Promise<UploadRecord> {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await fetch('/api/uploads', { method: 'POST', body: form, headers: await headers() });
    const json = (await res.json().catch(() => ({}))) as UploadRecord & { message?: string; errors?: Record<string, string> };
    if (!res.ok) throw Object.assign(new Error(json.message ?? res.statusText), { status: res.status, body: json });
    return json;
  },
  /** A file the API serves (an export), saved through the browser with the auth header. */
  async download(path: string, filename: string): Promise<void> {
    const res = await fetch(path, { headers: await headers() });
    if (!res.ok) throw new Error(res.statusText);
    const url = URL.createObjectURL(await res.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    URL.revokeObjectURL(url);
  },
};
