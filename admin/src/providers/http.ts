import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';

export type JsonResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

export interface RequestOptions extends Omit<RequestInit, 'headers'> {
  headers?: HeadersInit;
}

/**
 * The API answers some errors as `{ error: "message" }` (login, refresh, reset password)
 * rather than `{ message }`: lift that text into the HttpError message so callers and
 * react-admin's notifications show the server's words.
 */
const withServerMessage = (error: unknown): unknown => {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; error?: unknown };
    if (typeof body.message !== 'string' && typeof body.error === 'string') {
      return new HttpError(body.error, error.status, error.body);
    }
  }
  return error;
};

/** One JSON request in the user's language, with the given extra headers. */
export const sendJson = async (
  url: string,
  options: RequestOptions = {},
  extraHeaders: Record<string, string> = {},
): Promise<JsonResponse> => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', i18nProvider.getLocale());
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw withServerMessage(error);
  }
};

export const postJson = (url: string, body: unknown, extraHeaders?: Record<string, string>) =>
  sendJson(url, { method: 'POST', body: JSON.stringify(body) }, extraHeaders);

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
