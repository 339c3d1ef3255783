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
 * fetchJson with the access token, the user's language and the acting account. A 401 gets one
 * retry after a refresh (shared with every other caller), so an expired token costs no error.
 */
export const httpClient = async (
  url: string,
  { actingAccount = true, ...options }: HttpClientOptions = {},
): Promise<JsonResponse> => {
  const accessToken = await getAccessToken();
  try {
    return await sendJson(url, options, authHeaders(accessToken, actingAccount));
  } catch (error) {
    if (!accessToken || !isHttpError(error, 401)) throw error;
    const stored = readSession()?.accessToken;
    const retryToken = stored && stored !== accessToken ? stored : (await refreshSession())?.accessToken;
    if (!retryToken) throw error;
    return sendJson(url, options, authHeaders(retryToken, actingAccount));
  }
};
