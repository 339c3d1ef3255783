import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type PersonRecord = components['schemas']['PersonResponse'];
export type BulkPeopleRequest = components['schemas']['BulkPeopleDto'];
export type BulkPeopleResult = components['schemas']['BulkPeopleResponse'];

/** The people's domain actions, spread into the app's dataProvider. */
export interface PeopleActions {
  bulkPeople(request: BulkPeopleRequest): Promise<BulkPeopleResult>;
}

export const peopleActions: PeopleActions = {
  async bulkPeople(request) {
    return (await httpClient('/api/people/bulk', { method: 'POST', body: JSON.stringify(request) })).json as BulkPeopleResult;
  },
};
