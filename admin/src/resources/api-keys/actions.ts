import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type ApiKeyRecord = components['schemas']['ApiKeyResponse'];
export type ApiKeyWithSecret = components['schemas']['ApiKeyWithSecretResponse'];

/** Config API's domain actions, spread into the app's dataProvider. */
export interface ApiKeyActions {
  rotateApiKey(id: string): Promise<ApiKeyWithSecret>;
  revokeApiKey(id: string): Promise<ApiKeyRecord>;
}

const path = (id: string, action: string) => `/api/api-keys/${encodeURIComponent(id)}/${action}`;

export const apiKeyActions: ApiKeyActions = {
  async rotateApiKey(id) {
    return (await httpClient(path(id, 'rotate'), { method: 'POST' })).json as ApiKeyWithSecret;
  },
  async revokeApiKey(id) {
    return (await httpClient(path(id, 'revoke'), { method: 'POST' })).json as ApiKeyRecord;
  },
};
