import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { apiKeyActions, type ApiKeyActions } from '@/resources/api-keys/actions';
import { gameActions, type GameActions } from '@/resources/games/actions';
import { landingPageActions, type LandingPageActions } from '@/resources/landing-pages/actions';
import { peopleActions, type PeopleActions } from '@/resources/people/actions';
import { redemptionActions, type RedemptionActions } from '@/resources/redemptions/actions';
import { senderActions, type SenderActions } from '@/resources/senders/actions';
import { templateActions, type TemplateActions } from '@/resources/templates/actions';
import type { PasswordChange, Profile, SwitchableAccount } from '@/types';
import { authApi } from './authApi';
import { markCappedPage, wasCapped } from './cappedTotals';
import { httpClient, type HttpClientOptions } from './httpClient';
import { patchUserData } from './session';

/** Records that exist once per user or account; react-admin sees them with this id. */
export const SINGLETON_ID = 'data';

/** Pseudo-resources the API serves outside /api/<resource>. */
const SINGLETON_PATHS: Record<string, string> = {
  'account-setting': '/account-setting/data',
  profile: '/profile/data',
};
export const SWITCHABLE_ACCOUNTS = 'switchable-accounts';

export interface AppDataProvider
  extends
    DataProvider,
    SenderActions,
    TemplateActions,
    ApiKeyActions,
    PeopleActions,
    RedemptionActions,
    LandingPageActions,
    GameActions {
  updatePassword(change: PasswordChange): Promise<void>;
  forgotPassword(email: string): Promise<{ message?: string }>;
  resetPassword(token: string, password: string): Promise<void>;
}

const rest = simpleRestProvider('/api', async (url: string, options?: HttpClientOptions) => {
  const response = await httpClient(url, options);
  markCappedPage(response.headers.get('content-range'), response.json);
  return response;
});

const getSwitchableAccounts = async (): Promise<SwitchableAccount[]> => {
  // Asked without X-Account-Id: the answer must not depend on a (possibly stale) choice.
  const { json } = await httpClient('/api/accounts/switchable', { actingAccount: false });
  return (json ?? []) as SwitchableAccount[];
};

export const dataProvider: AppDataProvider = {
  ...rest,
  ...senderActions,
  ...templateActions,
  ...apiKeyActions,
  ...peopleActions,
  ...redemptionActions,
  ...landingPageActions,
  ...gameActions,

  async getList<RecordType extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<RecordType>> {
    if (resource === SWITCHABLE_ACCOUNTS) {
      const data = (await getSwitchableAccounts()) as unknown as RecordType[];
      return { data, total: data.length };
    }
    const result = await rest.getList<RecordType>(resource, params);
    return wasCapped(result.data) ? { ...result, meta: { ...result.meta, totalCapped: true } } : result;
  },

  // A record's own list (a coupon's codes) may pass the count's cap too.
  async getManyReference<RecordType extends RaRecord>(
    resource: string,
    params: GetManyReferenceParams,
  ): Promise<GetManyReferenceResult<RecordType>> {
    const result = await rest.getManyReference<RecordType>(resource, params);
    return wasCapped(result.data) ? { ...result, meta: { ...result.meta, totalCapped: true } } : result;
  },

  async getOne(resource: string, params: GetOneParams) {
    const path = SINGLETON_PATHS[resource];
    if (!path) return rest.getOne(resource, params);
    const { json } = await httpClient(path, { signal: params.signal });
    return { data: { ...json, id: SINGLETON_ID } };
  },

  async update(resource: string, params: UpdateParams) {
    const path = SINGLETON_PATHS[resource];
    if (!path) return rest.update(resource, params);
    const { json } = await httpClient(path, { method: 'PUT', body: JSON.stringify(params.data) });
    if (resource === 'profile') {
      const { firstName, lastName, email, phone } = json as Profile;
      patchUserData({ firstName, lastName, email, phone, fullName: `${firstName} ${lastName}`.trim() });
    }
    return { data: { ...json, id: SINGLETON_ID } };
  },

  // DELETE may answer 204 without a body; react-admin still wants the deleted record.
  async delete(resource: string, params: DeleteParams) {
    const { json } = await httpClient(`/api/${resource}/${encodeURIComponent(params.id)}`, {
      method: 'DELETE',
    });
    return { data: json ?? params.previousData ?? { id: params.id } };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => httpClient(`/api/${resource}/${encodeURIComponent(id)}`, { method: 'DELETE' })));
    return { data: params.ids };
  },

  async updatePassword(change: PasswordChange) {
    await httpClient('/profile/password', { method: 'POST', body: JSON.stringify(change) });
  },

  forgotPassword: (email: string) => authApi.forgotPassword(email),

  resetPassword: (token: string, password: string) => authApi.resetPassword(token, password),
};
