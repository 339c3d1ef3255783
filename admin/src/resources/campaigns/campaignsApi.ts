import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type CampaignRecord = components['schemas']['CampaignResponse'];
export type CampaignAnalysis = components['schemas']['CampaignAnalysisResponse'];

const post = async <T>(path: string) => (await httpClient(path, { method: 'POST' })).json as T;
const at = (id: string, action: string) => `/api/campaigns/${encodeURIComponent(id)}/${action}`;

/** A campaign's steps past its draft: the confirm step's figures, confirmation, cancel. */
export const campaignsApi = {
  analyze: (id: string) => post<CampaignAnalysis>(at(id, 'analyze')),
  confirm: (id: string) => post<CampaignRecord>(at(id, 'confirm')),
  cancel: (id: string) => post<CampaignRecord>(at(id, 'cancel')),
};
