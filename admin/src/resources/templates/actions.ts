import type { components } from '@/api/schema';
import { httpClient } from '@/providers/httpClient';

export type TemplateRecord = components['schemas']['TemplateResponse'];
export type TemplateVariable = components['schemas']['TemplateVariableResponse'];

/** The templates' domain actions, spread into the app's dataProvider. */
export interface TemplateActions {
  copyTemplate(id: string): Promise<TemplateRecord>;
  restoreTemplate(id: string): Promise<TemplateRecord>;
  templateVariables(): Promise<TemplateVariable[]>;
}

const path = (id: string, action: string) => `/api/templates/${encodeURIComponent(id)}/${action}`;

export const templateActions: TemplateActions = {
  async copyTemplate(id) {
    return (await httpClient(path(id, 'copy'), { method: 'POST' })).json as TemplateRecord;
  },
  async restoreTemplate(id) {
    return (await httpClient(path(id, 'restore'), { method: 'POST' })).json as TemplateRecord;
  },
  async templateVariables() {
    return ((await httpClient('/api/templates/variables')).json as components['schemas']['TemplateVariablesResponse']).variables;
  },
};
