import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type SenderRecord = components['schemas']['SenderResponse'];
export type SenderStatus = components['schemas']['SenderStatus'];

/** The senders' domain actions, spread into the app's dataProvider. */
export interface SenderActions {
  approveSender(id: string): Promise<SenderRecord>;
  rejectSender(id: string, reason: string): Promise<SenderRecord>;
  /** The names a send from the acting account may use now. */
  usableSenders(): Promise<string[]>;
}

const path = (id: string, action: string) => `/api/senders/${encodeURIComponent(id)}/${action}`;

export const senderActions: SenderActions = {
  async approveSender(id) {
    return (await httpClient(path(id, 'approve'), { method: 'POST' })).json as SenderRecord;
  },
  async rejectSender(id, reason) {
    return (await httpClient(path(id, 'reject'), { method: 'POST', body: JSON.stringify({ reason }) })).json as SenderRecord;
  },
  async usableSenders() {
    return ((await httpClient('/api/senders/usable')).json as components['schemas']['UsableSendersResponse']).names;
  },
};
