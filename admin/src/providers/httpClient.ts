import { isHttpError, sendJson, type JsonResponse, type RequestOptions } from './http';
import { readActingAccountId, readSession } from './session';
import { getAccessToken, refreshSession } from './tokenRefresh';

export interface HttpClientOptions extends RequestOptions {
  /** Send X-Account-Id for the account picked in the switcher (default true). */
  actingAccount?: boolean;
}

const authHeaders = (accessToken: string | null, actingAccount: boolean): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const accountId = actingAccount ? readActingAccountId() : null;
  if (accountId) headers['X-Account-Id'] = accountId;
  return headers;
};

/**
 * Announced on the window after every change the API accepted: a send, a code, a cancel or a
 * top-up may move the credit balance that the app bar shows (CreditBalance reads it again).
 */
export const API_WRITE_EVENT = 'engage:api-write';

/**
 * fetchJson with the access token, the user's language and the acting account. A 401 gets one
 * retry after a refresh (shared with every other caller), so an expired token costs no error.
 */
export const httpClient = async (
  url: string,
  { actingAccount = true, ...options }: HttpClientOptions = {},
): Promise<JsonResponse> => {
  const accessToken = await getAccessToken();
  let response: JsonResponse;
  try {
    response = await sendJson(url, options, authHeaders(accessToken, actingAccount));
  } catch (error) {
    if (!accessToken || !isHttpError(error, 401)) throw error;
    const stored = readSession()?.accessToken;
    const retryToken = stored && stored !== accessToken ? stored : (await refreshSession())?.accessToken;
    if (!retryToken) throw error;
    response = await sendJson(url, options, authHeaders(retryToken, actingAccount));
  }
  if (options.method && options.method.toUpperCase() !== 'GET') window.dispatchEvent(new Event(API_WRITE_EVENT));
  return response;
};
