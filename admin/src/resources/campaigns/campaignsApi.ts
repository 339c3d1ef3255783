import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type CampaignRecord = components['schemas']['CampaignResponse'];
export type CampaignAnalysis = components['schemas']['CampaignAnalysisResponse'];

const post = async <T>(path: string, body?: unknown) =>
  (await httpClient(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T;
const at = (id: string, action: string) => `/api/campaigns/${encodeURIComponent(id)}/${action}`;

/**
 * A campaign's steps besides its draft: the confirm step's figures and the confirmation of a
 * campaign as written (nothing stored before), a saved draft's confirmation, cancel.
 */
export const campaignsApi = {
  analyzeNew: (data: Record<string, unknown>) => post<CampaignAnalysis>('/api/campaigns/analyze', data),
  confirmNew: (data: Record<string, unknown>) => post<CampaignRecord>('/api/campaigns/confirm', data),
  confirm: (id: string) => post<CampaignRecord>(at(id, 'confirm')),
  cancel: (id: string) => post<CampaignRecord>(at(id, 'cancel')),
};
