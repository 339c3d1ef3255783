import { httpClient } from '@/providers/httpClient';
import type { LandingPageRecord } from './payload';

/** The landing pages' domain actions, spread into the app's dataProvider. */
export interface LandingPageActions {
  duplicateLandingPage(id: string): Promise<LandingPageRecord>;
}

export const landingPageActions: LandingPageActions = {
  async duplicateLandingPage(id) {
    return (await httpClient(`/api/landing-pages/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }))
      .json as LandingPageRecord;
  },
};
