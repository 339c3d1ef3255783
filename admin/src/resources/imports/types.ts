import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type ImportTarget = Schemas['ImportTarget'];
export type ImportStatus = Schemas['ImportStatus'];
export type ImportMode = Schemas['ImportMode'];
/** One import: its file, how its columns map to fields, and how far it went. */
export type ImportRecord = Schemas['ImportResponse'];
/** A field a file column may fill; label is a translation key or a custom field's own label. */
export type ImportField = Schemas['ImportFieldResponse'];
export type ImportFieldsResponse = Schemas['ImportFieldsResponse'];
export type ImportMappingRequest = Required<Schemas['ImportMappingDto']>;
/** One validated data row: its line in the file, its values by field and translated errors. */
export type ImportPreviewRow = Schemas['ImportPreviewRow'];
export type ImportPreviewResponse = Schemas['ImportPreviewResponse'];

export const IMPORT_TARGETS = ['people', 'blacklist'] as const satisfies readonly ImportTarget[];
export const IMPORT_STATUSES = [
  'uploaded',
  'mapped',
  'queued',
  'running',
  'completed',
  'failed',
] as const satisfies readonly ImportStatus[];

export const importTargetChoices = IMPORT_TARGETS.map((id) => ({ id, name: `resources.imports.targets.${id}` }));
export const importStatusChoices = IMPORT_STATUSES.map((id) => ({ id, name: `resources.imports.statuses.${id}` }));

/** Still moving: the page polls while an import is in one of these. */
export const isLive = (status?: ImportStatus | null) => status === 'queued' || status === 'running';
